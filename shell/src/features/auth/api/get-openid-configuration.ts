import { requestJson, type FetchLike } from './auth-http';

export type OpenIdConfiguration = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  jwks_uri: string;
  end_session_endpoint?: string;
};

/** Discovery document of the hosted provider at `{issuer}/.well-known/openid-configuration`. */
export function getOpenIdConfiguration(fetchImpl: FetchLike, issuer: string): Promise<OpenIdConfiguration> {
  return requestJson<OpenIdConfiguration>(fetchImpl, `${issuer}/.well-known/openid-configuration`, {
    headers: { Accept: 'application/json' },
  });
}
