import { base64UrlEncode } from './base64url';

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
