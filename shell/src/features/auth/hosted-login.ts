import type { ApiClient } from '@ltk/api-client';
import type { TokenResponse } from '@ltk/contracts';
import { createCodeChallenge, createCodeVerifier, createNonce, createState } from './lib/pkce';

export const HOSTED_SCOPES = 'openid profile email consumer offline_access';
const PENDING_KEY = 'ltk-pkce';

type Pending = { verifier: string; state: string; nonce: string; returnTo: string; redirectUri: string };

export type HostedLoginOptions = {
  /** The platform's api client (discovery and the code exchange at the provider under `{apiBaseUrl}/oidc`). */
  api: Pick<ApiClient, 'getOpenIdConfiguration' | 'exchangeAuthorizationCode'>;
  clientId: string;
  /** Origin the provider redirects back to (`{origin}/auth/callback`). */
  origin?: string;
  storage?: Storage;
};

function defaults(options: HostedLoginOptions) {
  return {
    storage: options.storage ?? window.sessionStorage,
    redirectUri: `${options.origin ?? window.location.origin}/auth/callback`,
  };
}

/** Builds the authorize URL (code flow, PKCE S256) and remembers the verifier for the callback. */
export async function buildHostedLoginUrl(
  options: HostedLoginOptions,
  returnTo = '/',
  extra: Record<string, string> = {},
): Promise<string> {
  const { storage, redirectUri } = defaults(options);
  const config = await options.api.getOpenIdConfiguration();
  const verifier = createCodeVerifier();
  const state = createState();
  const nonce = createNonce();
  const pending: Pending = { verifier, state, nonce, returnTo, redirectUri };
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(config.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: options.clientId,
    redirect_uri: redirectUri,
    scope: HOSTED_SCOPES,
    state,
    nonce,
    code_challenge: await createCodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return url.toString();
}

class HostedLoginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HostedLoginError';
  }
}

/** Exchanges the callback's code for tokens; the state must match the pending login. */
export async function exchangeHostedCode(
  options: HostedLoginOptions,
  search: string,
): Promise<{ tokens: TokenResponse; returnTo: string; nonce: string }> {
  const { storage } = defaults(options);
  const params = new URLSearchParams(search);
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  const error = params.get('error');
  if (error) throw new HostedLoginError(params.get('error_description') ?? error);
  const code = params.get('code');
  const pending = raw ? (JSON.parse(raw) as Pending) : null;
  if (!code || !pending || pending.state !== params.get('state') || typeof pending.nonce !== 'string')
    throw new HostedLoginError('missing tokens');
  const tokens = await options.api.exchangeAuthorizationCode({
    code,
    codeVerifier: pending.verifier,
    redirectUri: pending.redirectUri,
    clientId: options.clientId,
  });
  if (!tokens.access_token) throw new HostedLoginError('missing tokens');
  return { tokens, returnTo: pending.returnTo, nonce: pending.nonce };
}
