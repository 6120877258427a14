import type { Jwks } from '../lib/verify-id-token';
import { requestJson, type FetchLike } from './auth-http';

/** The keys document that signs ID tokens. */
export function getJwks(fetchImpl: FetchLike, url: string): Promise<Jwks> {
  return requestJson<Jwks>(fetchImpl, url, { headers: { Accept: 'application/json' } });
}
