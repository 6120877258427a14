import { base64url } from 'jose';

const base64UrlEncode = (bytes: Uint8Array): string => base64url.encode(bytes);

/** RFC 7636 verifier: 32 random bytes, base64url (43 characters). */
export function createCodeVerifier(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(32)));
}

export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export function createState(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(16)));
}

/** OpenID Connect nonce: binds the ID token to this authorization request (checked at the callback). */
export function createNonce(): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(16)));
}
