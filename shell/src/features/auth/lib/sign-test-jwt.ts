import { base64UrlEncode } from './base64url';

/** Test helper: an RS256 key pair, its public JWK and a signer for compact JWTs. */
export async function createTestSigner(kid = 'test-key') {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );
  const publicJwk = {
    ...(await crypto.subtle.exportKey('jwk', pair.publicKey)),
    kid,
    alg: 'RS256',
    use: 'sig',
  };
  const encode = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
  async function sign(payload: Record<string, unknown>, headerKid = kid): Promise<string> {
    const input = `${encode({ alg: 'RS256', typ: 'JWT', kid: headerKid })}.${encode(payload)}`;
    const signature = await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      pair.privateKey,
      new TextEncoder().encode(input),
    );
    return `${input}.${base64UrlEncode(new Uint8Array(signature))}`;
  }
  return { jwks: { keys: [publicJwk] }, sign };
}
