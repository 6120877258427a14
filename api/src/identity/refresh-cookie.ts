import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowsOrigin, servesHttps, type Config } from '../config.js';
import { ApiError } from '../errors/api-error.js';
import type { TokenResponse } from './password-tokens.js';

/**
 * The browser's refresh token lives only in this cookie: httpOnly (no script reads it), sent only to the token
 * endpoint (`Path=/token/`), `SameSite=Strict` (the web site and the api are one site: a cross-site page never gets
 * it sent), `Secure` when the request came over https or `PUBLIC_URL` is https (a TLS proxy in front). The JSON answers of the token and signup endpoints carry no refresh token.
 */
const REFRESH_COOKIE = 'ltk_refresh';
const REFRESH_COOKIE_PATH = '/token/';

function cookie(request: FastifyRequest, value: string, maxAgeS: number): string {
  const parts = [
    `${REFRESH_COOKIE}=${value}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${maxAgeS}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (request.protocol === 'https' || servesHttps(request.server.config)) parts.push('Secure');
  return parts.join('; ');
}

/** Moves the answer's refresh token into the cookie (for as long as it lives) and returns the answer without it. */
export function sendRefreshAsCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: TokenResponse,
): Omit<TokenResponse, 'refresh_token' | 'refresh_expires_in'> {
  const { refresh_token: refresh, refresh_expires_in: maxAgeS, ...rest } = tokens;
  reply.header('set-cookie', cookie(request, refresh, maxAgeS));
  reply.header('cache-control', 'no-store');
  return rest;
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(request, '', 0));
}

/** The refresh token of the request's cookie, if any. */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * CSRF guard of the cookie-carrying endpoints: a browser request must come from an allowed origin (`CORS_ORIGINS`,
 * or any localhost one in demo mode). A request without `Origin` and without `Sec-Fetch-Site: cross-site` is not
 * from a cross-site page (server-side clients, same-origin navigations).
 */
export function assertSameSiteCaller(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const allowed = origin === undefined ? fetchSite !== 'cross-site' : allowsOrigin(config, origin);
  if (!allowed)
    throw new ApiError(403, 'origin_refused', `Origin ${origin ?? '(none)'} may not use the session cookie`);
}
