import { clearRefreshCookie } from '../refresh-cookie.js';
import { endSession } from '../sessions.js';
import type { IdentitySettings } from '../settings.js';
import { optionalUser } from '../verify.js';
import { int, obj, str } from '../../schemas/builders.js';
import type { TypedApp } from '../../schemas/typed-app.js';
import { authErrors } from './schemas.js';

/**
 * `GET /logout/`: ends the caller's session (the bearer token's `sid`): its access tokens get 401 from now on and its
 * refresh tokens (password or hosted) are revoked. Other sessions of the account, and an impersonated customer's own
 * sessions, are left alone. The `ltk_refresh` cookie is cleared (it is never sent here, `Path=/token/`: its session is
 * the bearer token's). Then redirects to an allowed `returnTo`. No refresh token travels in the URL.
 */
export function registerLogoutRoute(app: TypedApp, settings: IdentitySettings): void {
  app.get(
    '/logout/',
    {
      preHandler: optionalUser,
      schema: {
        operationId: 'logoutRemote',
        summary: "End the caller's session (optionally redirect to an allowed returnTo)",
        security: [{}, { bearer: [] }],
        tags: ['auth'],
        querystring: obj({ returnTo: str() }, []),
        response: {
          200: obj({ status: str(), revoked: int() }),
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const sessionId = request.user?.sessionId;
      const revoked = sessionId ? await endSession(request.server.db, sessionId) : 0;
      clearRefreshCookie(request, reply);
      const returnTo = request.query.returnTo;
      if (returnTo && settings.postLogoutRedirectUris.includes(returnTo))
        return reply.redirect(returnTo, 302);
      return { status: 'ok', revoked };
    },
  );
}
