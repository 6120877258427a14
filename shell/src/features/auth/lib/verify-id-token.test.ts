/** @jest-environment node */
import { createTestSigner } from './sign-test-jwt';
import { verifyIdToken } from './verify-id-token';

const NOW = Date.UTC(2026, 10, 25, 12);
const expected = { issuer: 'http://api.test/oidc', audience: 'ltk-web', now: NOW };
const claims = (extra: Record<string, unknown> = {}) => ({
  iss: 'http://api.test/oidc',
  aud: 'ltk-web',
  sub: 'auth0|abc',
  iat: NOW / 1000 - 10,
  exp: NOW / 1000 + 3600,
  ...extra,
});

describe('verifyIdToken', () => {
  it('accepts a token signed by a key of the JWKS for this issuer and client', async () => {
    const { jwks, sign } = await createTestSigner();
    const check = await verifyIdToken(await sign(claims({ email: 'demo@shopltk.test' })), jwks, expected);
    expect(check).toEqual({ ok: true, payload: claims({ email: 'demo@shopltk.test' }) });
  });

  it('rejects a token whose kid is not in the JWKS', async () => {
    const { jwks, sign } = await createTestSigner();
    const token = await sign(claims(), 'other-key');
    await expect(verifyIdToken(token, jwks, expected)).resolves.toEqual({
      ok: false,
      reason: 'no matching key',
    });
  });

  it('rejects a token signed by another key with the same kid', async () => {
    const published = await createTestSigner('k1');
    const forger = await createTestSigner('k1', 1);
    await expect(verifyIdToken(await forger.sign(claims()), published.jwks, expected)).resolves.toEqual({
      ok: false,
      reason: 'invalid signature',
    });
  });

  it('rejects a tampered payload and malformed tokens', async () => {
    const { jwks, sign } = await createTestSigner();
    const [h, , s] = (await sign(claims())).split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify(claims({ sub: 'b' }))).toString('base64url')}.${s}`;
    await expect(verifyIdToken(forged, jwks, expected)).resolves.toEqual({
      ok: false,
      reason: 'invalid signature',
    });
    await expect(verifyIdToken('a.b', jwks, expected)).resolves.toEqual({ ok: false, reason: 'malformed' });
  });

  it('rejects another issuer, another audience and an expired token (beyond a minute of clock skew)', async () => {
    const { jwks, sign } = await createTestSigner();
    const check = async (extra: Record<string, unknown>) =>
      verifyIdToken(await sign(claims(extra)), jwks, expected);
    await expect(check({ iss: 'https://evil.example/oidc' })).resolves.toEqual({
      ok: false,
      reason: 'wrong issuer',
    });
    await expect(check({ aud: 'another-client' })).resolves.toEqual({ ok: false, reason: 'wrong audience' });
    await expect(check({ exp: NOW / 1000 - 120 })).resolves.toEqual({ ok: false, reason: 'expired' });
    await expect(check({ exp: NOW / 1000 - 30 })).resolves.toMatchObject({ ok: true });
  });

  it('checks the nonce when one was sent', async () => {
    const { jwks, sign } = await createTestSigner();
    const token = await sign(claims({ nonce: 'n-1' }));
    await expect(verifyIdToken(token, jwks, { ...expected, nonce: 'n-1' })).resolves.toMatchObject({
      ok: true,
    });
    await expect(verifyIdToken(token, jwks, { ...expected, nonce: 'n-2' })).resolves.toEqual({
      ok: false,
      reason: 'nonce mismatch',
    });
    await expect(verifyIdToken(await sign(claims()), jwks, { ...expected, nonce: 'n-1' })).resolves.toEqual({
      ok: false,
      reason: 'nonce mismatch',
    });
  });
});
