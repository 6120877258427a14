import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../src/testing/create-test-app.js';

/** A token answer, plus `refresh_token`: the value of the `ltk_refresh` cookie the answer set (the browser's jar). */
export type Tokens = {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
};

/** A seeded test app (small catalog); the seed includes the demo accounts. */
export async function createIdentityTestApp(options: { dataDir?: string } = {}): Promise<TestApp> {
  return createTestApp(options);
}

export async function passwordLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, string> = {},
  ip = '127.0.0.1',
): Promise<{ status: number; body: Record<string, unknown>; refreshCookie: string | undefined }> {
  const response = await app.inject({
    method: 'POST',
    url: '/token/',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password, ...extra }).toString(),
  });
  return { status: response.statusCode, body: response.json(), refreshCookie: refreshCookieOf(response) };
}

/** The `ltk_refresh` value an answer set (undefined when it set none). */
export function refreshCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header)
    ? header.filter((value): value is string => typeof value === 'string')
    : typeof header === 'string'
      ? [header]
      : [];
  for (const cookie of cookies) {
    const match = /^ltk_refresh=([^;]*)/.exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

/** A token answer with its cookie's refresh token (fails when the answer set no cookie). */
export function withRefreshCookie(response: {
  headers: Record<string, unknown>;
  json: () => unknown;
}): Tokens {
  const refresh = refreshCookieOf(response);
  if (!refresh) throw new Error('the answer set no ltk_refresh cookie');
  return { ...(response.json() as Tokens), refresh_token: refresh };
}

/** Refresh grant the way the browser sends it: the cookie, from the web site's origin. */
export function refreshWithCookie(
  app: FastifyInstance,
  refreshToken: string,
  origin = 'http://localhost:3000',
) {
  return app.inject({
    method: 'POST',
    url: '/token/',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `ltk_refresh=${refreshToken}`,
      origin,
    },
    payload: 'grant_type=refresh_token',
  });
}

export async function loginTokens(app: FastifyInstance, username: string, password: string): Promise<Tokens> {
  const { status, body, refreshCookie } = await passwordLogin(app, username, password);
  if (status !== 200 || !refreshCookie) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return { ...(body as unknown as Tokens), refresh_token: refreshCookie };
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
