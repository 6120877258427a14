import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGOUT_SCRIPT } from '../identity/create-oidc-provider.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Headers of every api response (set on the raw response, so the provider's hijacked pages get them too). The api's
 * own HTML (login, consent, logout, the demo retailer checkout) has inline styles, one hashed inline script (logout)
 * and forms that post to itself and then redirect to the web site (`formOrigins`); nothing may frame it. `https`: the
 * api's public URL is https (HSTS).
 */
export function apiSecurityHeaders(formOrigins: readonly string[], https: boolean): Record<string, string> {
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `script-src ${sha256(LOGOUT_SCRIPT)}`,
    `form-action 'self' ${[...new Set(formOrigins)].join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': policy,
    // Images and videos are embedded by the web site's pages on another origin.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    // Served over https (PUBLIC_URL): browsers never try plain http for a year.
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** onRequest hook setting `headers` on every response. */
export function securityHeadersHook(headers: Record<string, string>) {
  return async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
  };
}
