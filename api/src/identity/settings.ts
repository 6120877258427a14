import { randomBytes } from 'node:crypto';
/** Identity configuration derived from the service config and environment. */
export type IdentitySettings = {
  /** Issuer of every token: `${publicUrl}/oidc`. */
  issuer: string;
  /** Audience of access tokens: the api itself. */
  audience: string;
  /** Public client id of the shell (password and hosted strategies). */
  clientId: string;
  /** Redirect URIs allowed for the hosted login. */
  redirectUris: string[];
  /** Where hosted logout may send the browser back to. */
  postLogoutRedirectUris: string[];
  /** Secret for the provider's signed cookies. */
  cookieKeys: string[];
};

/** The web site's origin and its 127.0.0.1 twin (a browser may use either for the same local site). */
function siteOrigins(webUrl: string): string[] {
  const origin = new URL(webUrl).origin;
  const twin = origin.replace('//localhost:', '//127.0.0.1:');
  return twin === origin ? [origin] : [origin, twin];
}

function list(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

const PROCESS_COOKIE_KEYS = [randomBytes(32).toString('base64url')];

/**
 * `OIDC_CLIENT_ID`, `OIDC_REDIRECT_URIS`, `OIDC_POST_LOGOUT_REDIRECT_URIS`, `OIDC_COOKIE_KEYS` (comma-separated);
 * redirects default to the web site's own origin (`webUrl`).
 */
export function identitySettings(
  publicUrl: string,
  webUrl = 'http://localhost:3000',
  env: NodeJS.ProcessEnv = process.env,
): IdentitySettings {
  const base = publicUrl.replace(/\/$/, '');
  const origins = siteOrigins(webUrl);
  const DEFAULT_REDIRECTS = origins.map((origin) => `${origin}/auth/callback`);
  const DEFAULT_LOGOUT_REDIRECTS = origins.flatMap((origin) => [`${origin}/`, origin]);
  return {
    issuer: `${base}/oidc`,
    audience: base,
    clientId: env.OIDC_CLIENT_ID ?? 'ltk-web',
    redirectUris: list(env.OIDC_REDIRECT_URIS, DEFAULT_REDIRECTS),
    postLogoutRedirectUris: list(env.OIDC_POST_LOGOUT_REDIRECT_URIS, DEFAULT_LOGOUT_REDIRECTS),
    // No committed default: production requires OIDC_COOKIE_KEYS (main refuses to start without); elsewhere a random
    // key per process (interaction cookies do not survive a restart).
    cookieKeys: list(env.OIDC_COOKIE_KEYS, PROCESS_COOKIE_KEYS),
  };
}
