import Provider, { type KoaContextLike } from 'oidc-provider';
import type { Queryable } from '../db/db.js';
import { claimsFor, PROFILE_CLAIM, userIdOfSubject } from './claims.js';
import { ensureHostedSession } from './sessions.js';
import { getSigningKeys } from './keys.js';
import { createOidcAdapter } from './oidc-adapter.js';
import type { IdentitySettings } from './settings.js';
import { findUserById } from './users.js';

/** The logout page's one inline script (auto-submits the form); the api's CSP allows exactly its hash. */
export const LOGOUT_SCRIPT = `document.getElementById('op.logoutForm').insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.getElementById('op.logoutForm').submit()`;

/** Hosted strategy lifetimes: access at most an hour (spec section 9 had 36000 s; decision 0075), refresh 30 days. */
const HOSTED_ACCESS_TTL = 3600;
export const HOSTED_REFRESH_TTL = 2592000;

const OIDC_SCOPES = ['openid', 'profile', 'email', 'consumer', 'offline_access'];
const OIDC_SCOPE_TEXT = OIDC_SCOPES.join(' ');

async function userClaims(db: Queryable, sub: string): Promise<Record<string, unknown> | undefined> {
  const id = userIdOfSubject(sub);
  const user = id ? await findUserById(db, id) : null;
  if (!user) return undefined;
  return {
    ...claimsFor(user),
    email_verified: true,
    name: user.fullName || user.email,
    updated_at: Math.floor(user.createdAt.getTime() / 1000),
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{font-family:system-ui,sans-serif;background:#f6f6f6;margin:0;padding:48px 16px}
main{max-width:360px;margin:0 auto;background:#fff;padding:24px 32px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.3em;font-weight:500}button{width:100%;padding:10px;background:#222;color:#fff;border:0;border-radius:4px;font-size:1em;cursor:pointer}</style>
</head><body><main>${body}</main></body></html>`;
}

/**
 * The hosted identity provider (authorization code + PKCE) for the product's own accounts, mounted under `/oidc`.
 * It signs with the same key set as the password strategy, and its access tokens are RS256 JWTs carrying the same
 * claims, so `verifyAccessToken` accepts tokens of both strategies.
 */
export async function createOidcProvider(db: Queryable, settings: IdentitySettings): Promise<Provider> {
  const keys = await getSigningKeys(db);
  const audience = settings.audience;
  const provider = new Provider(settings.issuer, {
    adapter: createOidcAdapter(db),
    clients: [
      {
        client_id: settings.clientId,
        client_name: 'LTK web',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: settings.redirectUris,
        post_logout_redirect_uris: settings.postLogoutRedirectUris,
      },
    ],
    jwks: { keys: [keys.privateJwk] },
    cookies: { keys: settings.cookieKeys },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'updated_at', PROFILE_CLAIM],
      consumer: ['account_id', 'publisher_id'],
    },
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    findAccount: async (_ctx: unknown, sub: string) => {
      const claims = await userClaims(db, sub);
      return claims ? { accountId: sub, claims: async () => claims } : undefined;
    },
    // First-party client: consent is implied by logging in, so reuse or create the grant without a consent page.
    loadExistingGrant: async (ctx: KoaContextLike) => {
      const oidc = ctx.oidc as KoaContextLike['oidc'] & {
        session?: { accountId?: string };
        params?: { scope?: string; resource?: string };
      };
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const existingId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      const grant =
        (existingId ? await provider.Grant.find(existingId) : undefined) ??
        new provider.Grant({ accountId, clientId });
      const requested = typeof oidc.params?.scope === 'string' ? oidc.params.scope : OIDC_SCOPE_TEXT;
      grant.addOIDCScope(requested);
      grant.addOIDCClaims(['email', 'email_verified', 'name', PROFILE_CLAIM, 'account_id', 'publisher_id']);
      grant.addResourceScope(audience, requested);
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/oidc/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // No second confirmation: the shell only sends users here when they chose to log out.
        logoutSource: async (ctx: KoaContextLike, form: string) => {
          ctx.body = page(
            'Logging out',
            `<h1>Logging out…</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Log out</button>
<script>${LOGOUT_SCRIPT}</script>`,
          );
        },
        postLogoutSuccessSource: async (ctx: KoaContextLike) => {
          ctx.body = page('Logged out', '<h1>You are logged out.</h1>');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: OIDC_SCOPE_TEXT,
          audience,
          accessTokenTTL: HOSTED_ACCESS_TTL,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // Hosted access tokens carry `sid` = the grant id, a session of `auth_sessions` like a password session's: logout
    // and password changes end it, and verification checks it on every request.
    extraTokenClaims: async (
      _ctx: unknown,
      token: { accountId?: string; kind?: string; grantId?: string },
    ) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const claims = await userClaims(db, token.accountId);
      const userId = userIdOfSubject(token.accountId);
      if (!claims || !userId) return undefined;
      if (token.grantId) await ensureHostedSession(db, token.grantId, userId);
      const { sub: _sub, ...rest } = claims;
      return { ...rest, ...(token.grantId ? { sid: token.grantId } : {}) };
    },
    // offline_access is dropped by the provider unless prompt=consent is sent; the shell's own client always gets
    // refresh tokens (spec: hosted refresh 2592000 s), bound to their own lifetime rather than the session's.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    ttl: {
      AccessToken: HOSTED_ACCESS_TTL,
      IdToken: HOSTED_ACCESS_TTL,
      RefreshToken: HOSTED_REFRESH_TTL,
      AuthorizationCode: 600,
      Interaction: 3600,
      Session: HOSTED_REFRESH_TTL,
      Grant: HOSTED_REFRESH_TTL,
    },
    renderError: async (ctx: KoaContextLike, out: Record<string, string>) => {
      ctx.type = 'html';
      const text = Object.entries(out)
        .map(([key, value]) => `<p><b>${escapeHtml(key)}</b>: ${escapeHtml(String(value))}</p>`)
        .join('');
      ctx.body = page('Sign-in error', `<h1>Something went wrong</h1>${text}`);
    },
  });
  return provider;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export { page as renderIdentityPage };
