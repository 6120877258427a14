import { limitPerIp, RateLimiter } from '../../lib/rate-limiter.js';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { authenticatePassword } from '../authenticate-password.js';
import type Provider from 'oidc-provider';
import { userIdOfSubject } from '../claims.js';
import { HOSTED_ACCESS_TTL, HOSTED_REFRESH_TTL } from '../create-oidc-provider.js';
import type { IdentitySettings } from '../settings.js';
import { findUserByEmail, findUserById } from '../users.js';
import {
  issuePasswordTokens,
  PASSWORD_REFRESH_TTL,
  refreshPasswordTokens,
  refreshWithHostedToken,
} from '../password-tokens.js';
import { assertSameSiteCaller, refreshCookieOf, sendRefreshAsCookie } from '../refresh-cookie.js';
import { errorSchema, tokenResponseSchema } from './schemas.js';

type TokenBody = {
  grant_type: 'password' | 'refresh_token';
  username?: string;
  password?: string;
  refresh_token?: string;
  impersonate?: string;
  client_id?: string;
  scope?: string;
};

/**
 * `POST /token/`: password grant (with staff impersonation) and refresh grant, form-encoded. The refresh token goes
 * out only as the httpOnly `ltk_refresh` cookie (refresh-cookie.ts), never in the JSON; the refresh grant reads it
 * from the cookie, or from `refresh_token` (a hosted session's token, handed over once after the code exchange).
 */
export function registerTokenRoute(
  app: FastifyInstance,
  settings: IdentitySettings,
  provider: Provider,
): void {
  app.post<{ Body: TokenBody }>(
    '/token/',
    {
      preHandler: limitPerIp(new RateLimiter(app.config.rateLimits.token), 'token requests'),
      schema: {
        tags: ['auth'],
        summary: 'Password and refresh grants (application/x-www-form-urlencoded)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: {
          type: 'object',
          properties: {
            grant_type: { type: 'string', enum: ['password', 'refresh_token'] },
            username: { type: 'string', maxLength: 320 },
            password: { type: 'string', maxLength: 1024 },
            refresh_token: { type: 'string', maxLength: 512 },
            impersonate: { type: 'string', maxLength: 320 },
            client_id: { type: 'string' },
            scope: { type: 'string' },
            audience: { type: 'string' },
          },
          required: ['grant_type'],
        },
        response: {
          200: tokenResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const db = request.server.db;
      const body = request.body;
      // Every answer here sets the session cookie: only the web site's pages may ask (CSRF).
      assertSameSiteCaller(request, request.server.config);
      if (body.grant_type === 'refresh_token') {
        const presented = body.refresh_token ?? refreshCookieOf(request);
        if (!presented)
          throw new ApiError(
            401,
            'invalid_grant',
            'No refresh token: neither the session cookie nor refresh_token',
          );
        const tokens = await refreshPasswordTokens(db, settings, presented);
        if (tokens) return sendRefreshAsCookie(request, reply, tokens, PASSWORD_REFRESH_TTL);
        const hosted = await provider.RefreshToken.find(presented);
        const userId =
          hosted && !hosted.consumed && hosted.accountId ? userIdOfSubject(hosted.accountId) : null;
        const user = userId ? await findUserById(db, userId) : null;
        const refreshed =
          user && hosted?.grantId
            ? await refreshWithHostedToken(db, settings, user, presented, hosted.grantId, HOSTED_ACCESS_TTL)
            : null;
        if (!refreshed) throw new ApiError(401, 'invalid_grant', 'Unknown, revoked or expired refresh token');
        return sendRefreshAsCookie(request, reply, refreshed, HOSTED_REFRESH_TTL);
      }
      if (!body.username || !body.password)
        throw new ApiError(400, 'invalid_request', 'username and password are required');
      const caller = await authenticatePassword(db, body.username, body.password, request.ip);
      if (!body.impersonate)
        return sendRefreshAsCookie(
          request,
          reply,
          await issuePasswordTokens(db, settings, caller, null),
          PASSWORD_REFRESH_TTL,
        );
      if (caller.role !== 'staff')
        throw new ApiError(403, 'impersonation_forbidden', 'Only staff accounts may impersonate');
      const target = await findUserByEmail(db, body.impersonate);
      if (!target)
        throw new ApiError(400, 'invalid_request', `No account ${body.impersonate} to impersonate`);
      if (target.id === caller.id)
        throw new ApiError(400, 'invalid_request', 'Staff cannot impersonate themselves');
      request.log.info({ staff: caller.id, target: target.id }, 'impersonation session started');
      return sendRefreshAsCookie(
        request,
        reply,
        await issuePasswordTokens(db, settings, target, caller),
        PASSWORD_REFRESH_TTL,
      );
    },
  );
}
