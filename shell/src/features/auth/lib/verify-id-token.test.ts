/** @jest-environment node */
import { createTestSigner } from './sign-test-jwt';
import { verifyIdToken } from './verify-id-token';

describe('verifyIdToken', () => {
  it('accepts a token signed by a key of the JWKS', async () => {
    const { jwks, sign } = await createTestSigner();
    const token = await sign({ sub: 'auth0|abc', email: 'demo@shopltk.test' });
    await expect(verifyIdToken(token, jwks)).resolves.toEqual({
      ok: true,
      payload: { sub: 'auth0|abc', email: 'demo@shopltk.test' },
    });
  });

  it('rejects a token whose kid is not in the JWKS', async () => {
    const { jwks, sign } = await createTestSigner();
    const token = await sign({ sub: 'x' }, 'other-key');
    await expect(verifyIdToken(token, jwks)).resolves.toEqual({ ok: false, reason: 'no matching key' });
  });

  it('rejects a token signed by another key with the same kid', async () => {
    const published = await createTestSigner('k1');
    const forger = await createTestSigner('k1');
    const token = await forger.sign({ sub: 'x' });
    await expect(verifyIdToken(token, published.jwks)).resolves.toEqual({
      ok: false,
      reason: 'invalid signature',
    });
  });

  it('rejects a tampered payload and malformed tokens', async () => {
    const { jwks, sign } = await createTestSigner();
    const [h, , s] = (await sign({ sub: 'a' })).split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'b' })).toString('base64url')}.${s}`;
    await expect(verifyIdToken(forged, jwks)).resolves.toEqual({ ok: false, reason: 'invalid signature' });
    await expect(verifyIdToken('a.b', jwks)).resolves.toEqual({ ok: false, reason: 'malformed' });
  });
});
