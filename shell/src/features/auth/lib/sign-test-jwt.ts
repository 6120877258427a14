import { SignJWT, exportJWK, generateKeyPair } from 'jose';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
/** RSA key generation takes a second or more on a loaded machine: each numbered key is made once per test file. */
const pairs = new Map<number, Promise<KeyPair>>();
const pairNumber = (n: number): Promise<KeyPair> => {
  let pair = pairs.get(n);
  if (!pair) pairs.set(n, (pair = generateKeyPair('RS256', { extractable: true })));
  return pair;
};

/**
 * Test helper: an RS256 key pair, its public JWK set and a signer for compact JWTs (claims as given). `keyNumber`
 * picks another key (a forger with the same kid).
 */
export async function createTestSigner(kid = 'test-key', keyNumber = 0) {
  const { publicKey, privateKey } = await pairNumber(keyNumber);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  async function sign(payload: Record<string, unknown>, headerKid = kid): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: headerKid })
      .sign(privateKey);
  }
  return { jwks: { keys: [publicJwk] }, sign };
}
