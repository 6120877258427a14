/** @jest-environment node */
import { createCodeChallenge, createCodeVerifier } from './pkce';

describe('pkce', () => {
  it('creates a 43-character url-safe verifier', () => {
    const v = createCodeVerifier();
    expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCodeVerifier()).not.toBe(v);
  });

  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
