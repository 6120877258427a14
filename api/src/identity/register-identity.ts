import type { TypedApp } from '../schemas/typed-app.js';
import { createOidcProvider } from './create-oidc-provider.js';
import { registerOidcRoutes } from './oidc-routes.js';
import { registerChangePasswordRoute } from './routes/change-password-route.js';
import { registerJwksRoutes } from './routes/jwks-route.js';
import { registerLogoutRoute } from './routes/logout-route.js';
import { registerPasswordRequestRoute } from './routes/password-request-route.js';
import { registerSignupRoute } from './routes/signup-route.js';
import { registerTokenRoute } from './routes/token-route.js';
import { registerUpdateMeRoute } from './routes/update-me-route.js';
import { registerUserinfoRoute } from './routes/userinfo-route.js';
import { identitySettings } from './settings.js';

/** Identity: JWKS, password/refresh token endpoint, account routes and the hosted OIDC provider under `/oidc`. */
export async function registerIdentity(app: TypedApp): Promise<void> {
  const settings = identitySettings(app.config.publicUrl, app.config.webUrl);
  const provider = await createOidcProvider(app.db, settings);
  registerJwksRoutes(app);
  registerTokenRoute(app, settings, provider);
  registerUserinfoRoute(app);
  registerLogoutRoute(app, settings);
  registerSignupRoute(app, settings);
  registerPasswordRequestRoute(app);
  registerChangePasswordRoute(app);
  registerUpdateMeRoute(app);
  await registerOidcRoutes(app, provider);
}
