import { base64UrlDecodeText } from './base64url';

export type JwtHeader = { alg?: string; kid?: string; typ?: string };
export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number; sub?: string };
export type DecodedJwt = { header: JwtHeader; payload: JwtPayload; signingInput: string; signature: string };

/** Splits and parses a compact JWS without checking it; returns null when malformed. */
export function decodeJwt(token: string): DecodedJwt | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  try {
    const header = JSON.parse(base64UrlDecodeText(h)) as JwtHeader;
    const payload = JSON.parse(base64UrlDecodeText(p)) as JwtPayload;
    if (typeof header !== 'object' || header === null || typeof payload !== 'object' || payload === null)
      return null;
    return { header, payload, signingInput: `${h}.${p}`, signature: s };
  } catch {
    return null;
  }
}

/** Seconds-since-epoch expiry of a token, or null when it has none. */
export function tokenExpiry(token: string): number | null {
  const exp = decodeJwt(token)?.payload.exp;
  return typeof exp === 'number' ? exp : null;
}
