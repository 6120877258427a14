import { limitPerIp, rateLimiterFor } from '../../lib/rate-limiter.js';
import { ApiError } from '../../errors/api-error.js';
import { authenticatePassword } from '../authenticate-password.js';
import type Provider from 'oidc-provider';
import { userIdOfSubject } from '../claims.js';
import { HOSTED_REFRESH_TTL } from '../create-oidc-provider.js';
import type { IdentitySettings } from '../settings.js';
import { findUserByEmail, findUserById } from '../users.js';
import { issuePasswordTokens, moveHostedRefreshToken, refreshPasswordTokens } from '../password-tokens.js';
import { assertSameSiteCaller, refreshCookieOf, sendRefreshAsCookie } from '../refresh-cookie.js';
import { obj, ref, str, strEnum } from '../../schemas/builders.js';
import type { TypedApp } from '../../schemas/typed-app.js';
import { errorResponse, formOrJson, tokenResponseSchema } from './schemas.js';

/**
 * `POST /token/`: password grant (with staff impersonation) and refresh grant, form-encoded. The refresh token goes
 * out only as the httpOnly `ltk_refresh` cookie (refresh-cookie.ts), never in the JSON; the refresh grant reads it
 * from the cookie, or from `refresh_token` (a hosted session's token, handed over once after the code exchange).
 */
export function registerTokenRoute(app: TypedApp, settings: IdentitySettings, provider: Provider): void {
  app.post(
    '/token/',
    {
      preHandler: limitPerIp(rateLimiterFor(app, 'token'), 'token requests'),
      schema: {
        operationId: 'createToken',
        security: [],
        tags: ['auth'],
        summary: 'Password and refresh grants (application/x-www-form-urlencoded)',
        consumes: formOrJson,
        body: obj(
          {
            grant_type: strEnum(['password', 'refresh_token']),
            username: str({ maxLength: 320 }),
            password: str({ maxLength: 1024 }),
            refresh_token: str({ maxLength: 512 }),
            impersonate: str({
              maxLength: 320,
              description:
                'Password grant only: the email of the shopper a staff account signs in as (an impersonation session, ' +
                'its tokens carry impersonator_id). 403 impersonation_forbidden for any account but staff; 400 ' +
                'impersonation_target_invalid when no other account has that email.',
            }),
            client_id: str(),
            scope: str(),
            audience: str(),
          },
          ['grant_type'],
        ),
        response: {
          200: ref(tokenResponseSchema),
          400: {
            ...errorResponse,
            description:
              'invalid_grant (wrong email or password), invalid_request, or impersonation_target_invalid (no other ' +
              'account has the impersonate email)',
          },
          401: errorResponse,
          403: {
            ...errorResponse,
            description: 'impersonation_forbidden: impersonate was sent by an account that is not staff',
          },
          429: errorResponse,
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
        if (tokens) return sendRefreshAsCookie(request, reply, tokens);
        // A hosted session's token, once: consumed and replaced by a rotating one (a second time ends the session).
        const hosted = await provider.RefreshToken.find(presented);
        const userId = hosted?.accountId ? userIdOfSubject(hosted.accountId) : null;
        const user = userId ? await findUserById(db, userId) : null;
        const refreshed =
          user && hosted?.grantId
            ? await moveHostedRefreshToken(db, settings, user, presented, hosted.grantId, HOSTED_REFRESH_TTL)
            : null;
        if (!refreshed) throw new ApiError(401, 'invalid_grant', 'Unknown, revoked or expired refresh token');
        return sendRefreshAsCookie(request, reply, refreshed);
      }
      if (!body.username || !body.password)
        throw new ApiError(400, 'invalid_request', 'username and password are required');
      const caller = await authenticatePassword(
        db,
        body.username,
        body.password,
        request.ip,
        app.config.signInThrottle,
      );
      if (!body.impersonate)
        return sendRefreshAsCookie(request, reply, await issuePasswordTokens(db, settings, caller, null));
      if (caller.role !== 'staff')
        throw new ApiError(403, 'impersonation_forbidden', 'Only staff accounts may impersonate');
      const target = await findUserByEmail(db, body.impersonate);
      if (!target)
        throw new ApiError(
          400,
          'impersonation_target_invalid',
          `No account ${body.impersonate} to impersonate`,
        );
      if (target.id === caller.id)
        throw new ApiError(400, 'impersonation_target_invalid', 'Staff cannot impersonate themselves');
      request.log.info({ staff: caller.id, target: target.id }, 'impersonation session started');
      return sendRefreshAsCookie(request, reply, await issuePasswordTokens(db, settings, target, caller));
    },
  );
}
