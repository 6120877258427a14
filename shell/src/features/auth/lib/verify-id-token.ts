import { base64UrlDecode } from './base64url';
import { decodeJwt, type JwtPayload } from './decode-jwt';

export type Jwk = JsonWebKey & { kid?: string; alg?: string; use?: string };
export type Jwks = { keys: Jwk[] };

export type IdTokenCheck =
  | { ok: true; payload: JwtPayload }
  | { ok: false; reason: 'malformed' | 'no matching key' | 'invalid signature' };

/** Verifies an RS256 ID token against a JWKS with WebCrypto; expiry is not judged here (section 8). */
export async function verifyIdToken(token: string, jwks: Jwks): Promise<IdTokenCheck> {
  const decoded = decodeJwt(token);
  if (!decoded || decoded.header.alg !== 'RS256') return { ok: false, reason: 'malformed' };
  const jwk = jwks.keys.find((k) => k.kid === decoded.header.kid && k.kty === 'RSA');
  if (!jwk) return { ok: false, reason: 'no matching key' };
  try {
    const { kid: _kid, alg: _alg, use: _use, ...material } = jwk;
    const key = await crypto.subtle.importKey(
      'jwk',
      { ...material, ext: true },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    const valid = await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      key,
      base64UrlDecode(decoded.signature),
      new TextEncoder().encode(decoded.signingInput),
    );
    return valid ? { ok: true, payload: decoded.payload } : { ok: false, reason: 'invalid signature' };
  } catch {
    return { ok: false, reason: 'invalid signature' };
  }
}
