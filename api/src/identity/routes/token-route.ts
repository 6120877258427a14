import { limitPerIp, RateLimiter } from '../../lib/rate-limiter.js';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import { authenticatePassword } from '../authenticate-password.js';
import type Provider from 'oidc-provider';
import { userIdOfSubject } from '../claims.js';
import { HOSTED_ACCESS_TTL } from '../create-oidc-provider.js';
import { issuePasswordTokens, refreshPasswordTokens, refreshWithHostedToken } from '../password-tokens.js';
import type { IdentitySettings } from '../settings.js';
import { findUserByEmail, findUserById } from '../users.js';
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

/** `POST /token/`: password grant (with staff impersonation) and refresh grant, form-encoded. */
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
    async (request) => {
      const db = request.server.db;
      const body = request.body;
      if (body.grant_type === 'refresh_token') {
        if (!body.refresh_token) throw new ApiError(400, 'invalid_request', 'refresh_token is required');
        const tokens = await refreshPasswordTokens(db, settings, body.refresh_token);
        if (tokens) return tokens;
        const hosted = await provider.RefreshToken.find(body.refresh_token);
        const userId =
          hosted && !hosted.consumed && hosted.accountId ? userIdOfSubject(hosted.accountId) : null;
        const user = userId ? await findUserById(db, userId) : null;
        const refreshed =
          user && hosted?.grantId
            ? await refreshWithHostedToken(
                db,
                settings,
                user,
                body.refresh_token,
                hosted.grantId,
                HOSTED_ACCESS_TTL,
              )
            : null;
        if (!refreshed) throw new ApiError(401, 'invalid_grant', 'Unknown, revoked or expired refresh token');
        return refreshed;
      }
      if (!body.username || !body.password)
        throw new ApiError(400, 'invalid_request', 'username and password are required');
      const caller = await authenticatePassword(db, body.username, body.password, request.ip);
      if (!body.impersonate) return issuePasswordTokens(db, settings, caller, null);
      if (caller.role !== 'staff')
        throw new ApiError(403, 'impersonation_forbidden', 'Only staff accounts may impersonate');
      const target = await findUserByEmail(db, body.impersonate);
      if (!target)
        throw new ApiError(400, 'invalid_request', `No account ${body.impersonate} to impersonate`);
      if (target.id === caller.id)
        throw new ApiError(400, 'invalid_request', 'Staff cannot impersonate themselves');
      request.log.info({ staff: caller.id, target: target.id }, 'impersonation session started');
      return issuePasswordTokens(db, settings, target, caller);
    },
  );
}
