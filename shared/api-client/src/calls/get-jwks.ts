import type { ClientContext } from '../core/client-context';

/** A JSON Web Key Set (RFC 7517): the public keys that sign the provider's tokens. */
export interface Jwks {
  keys: Array<{ kty: string; kid?: string; alg?: string; use?: string; n?: string; e?: string }>;
}

/** GET /oidc/jwks: the keys that sign ID tokens (both login strategies). */
export function getJwks(ctx: ClientContext): Promise<Jwks> {
  return ctx.http.call('get', '/oidc/jwks', { anonymous: true, ignoreUnauthorized: true });
}
