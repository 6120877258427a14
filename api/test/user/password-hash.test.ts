import { hashPassword, needsRehash, verifyPassword } from '../../src/identity/password.js';

describe('password hashing', () => {
  it('uses scrypt at the current guidance (N=2^15, r=8, p=3) and verifies', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '3']);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse', stored)).resolves.toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('marks hashes with the old parameters for a rehash', () => {
    expect(needsRehash('scrypt$16384$8$1$c2FsdA$aGFzaA')).toBe(true);
  });
});

describe('rehash at login', () => {
  it('upgrades a hash made with the old parameters when the user logs in', async () => {
    const { scryptSync, randomBytes } = await import('node:crypto');
    const { createTestApp } = await import('../../src/testing/create-test-app.js');
    const { passwordLogin } = await import('./identity-helpers.js');
    const t = await createTestApp();
    try {
      const email = `rehash-${Date.now()}@shopltk.test`;
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/signup/ltk/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password: 'old-style-password' }).toString(),
      });
      expect(signup.statusCode).toBe(201);
      const salt = randomBytes(16);
      const key = scryptSync('old-style-password', salt, 64, { N: 16384, r: 8, p: 1 });
      const old = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
      await t.db.query('update users set password_hash = $2 where lower(email) = lower($1)', [email, old]);

      expect((await passwordLogin(t.app, email, 'old-style-password')).status).toBe(200);
      const { rows } = await t.db.query<{ password_hash: string }>(
        'select password_hash from users where lower(email) = lower($1)',
        [email],
      );
      expect(rows[0]?.password_hash.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '3']);
      expect((await passwordLogin(t.app, email, 'old-style-password')).status).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
