import type { ClientContext } from '../core/client-context';

/** The hosted provider's discovery document (OpenID Connect Discovery 1.0, the fields the shell uses). */
export interface OpenIdConfiguration {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

/** GET /oidc/.well-known/openid-configuration (served by the OIDC provider, not in the api's OpenAPI document). */
export function getOpenIdConfiguration(ctx: ClientContext): Promise<OpenIdConfiguration> {
  return ctx.http.request('GET', '/oidc/.well-known/openid-configuration', {
    anonymous: true,
    ignoreUnauthorized: true,
  });
}
