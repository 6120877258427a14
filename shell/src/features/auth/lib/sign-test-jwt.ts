import { SignJWT, exportJWK, generateKeyPair } from 'jose';

/** Test helper: an RS256 key pair, its public JWK set and a signer for compact JWTs (claims as given). */
export async function createTestSigner(kid = 'test-key') {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  async function sign(payload: Record<string, unknown>, headerKid = kid): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: headerKid })
      .sign(privateKey);
  }
  return { jwks: { keys: [publicJwk] }, sign };
}
