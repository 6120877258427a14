import type { FastifyInstance } from 'fastify';
import { hashToken, revokeRefreshTokens } from '../password-tokens.js';
import type { IdentitySettings } from '../settings.js';
import { optionalUser } from '../verify.js';
import { authErrors } from './schemas.js';

type LogoutQuery = { refresh_token?: string; returnTo?: string };

/** `GET /logout/`: revokes the caller's refresh tokens (bearer token or `refresh_token`), then redirects to an allowed `returnTo`. */
export function registerLogoutRoute(app: FastifyInstance, settings: IdentitySettings): void {
  app.get<{ Querystring: LogoutQuery }>(
    '/logout/',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['auth'],
        querystring: {
          type: 'object',
          properties: { refresh_token: { type: 'string' }, returnTo: { type: 'string' } },
        },
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, revoked: { type: 'integer' } },
            required: ['status', 'revoked'],
          },
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const db = request.server.db;
      let revoked = 0;
      if (request.user) {
        revoked += await revokeRefreshTokens(db, request.user.userId);
        // Hosted-strategy refresh tokens and grants of this account go too.
        const hosted = await db.query(
          "delete from oidc_payloads where model in ('RefreshToken', 'Grant') and split_part(payload->>'accountId', '|', 2) = $1",
          [request.user.userId],
        );
        revoked += hosted.affectedRows;
      }
      if (request.query.refresh_token) {
        const result = await db.query(
          'update refresh_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null',
          [hashToken(request.query.refresh_token)],
        );
        revoked += result.affectedRows;
      }
      const returnTo = request.query.returnTo;
      if (returnTo && settings.postLogoutRedirectUris.includes(returnTo))
        return reply.redirect(returnTo, 302);
      return { status: 'ok', revoked };
    },
  );
}
