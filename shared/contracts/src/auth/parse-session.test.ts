import { parseSession } from './parse-session';
import { authStateFromSession } from './auth-state-from-session';

const user = {
  userId: 'u',
  email: 'e@x.test',
  impersonatorId: 'staff',
  profile: { sigilUserId: 's', userCreatedAt: '', authnProvider: 'auth0', authnCanChangeEmail: true },
};

describe('parseSession', () => {
  it('keeps only the user of a saved session, and maps it to an authenticated state without a token', () => {
    const parsed = parseSession(JSON.stringify({ user }));
    expect(parsed).toEqual({ user });
    expect(authStateFromSession(parsed)).toEqual({ status: 'authenticated', user, impersonating: true });
  });

  it('drops the tokens of a value saved before the refresh cookie (they are never read again)', () => {
    const legacy = { accessToken: 'a', refreshToken: 'r', idToken: 'i', expiresAt: 1, user };
    expect(parseSession(JSON.stringify(legacy))).toEqual({ user });
  });

  it('an in-memory session carries its access token into the auth state', () => {
    expect(authStateFromSession({ user, accessToken: 'a', idToken: '', expiresAt: 1 })).toMatchObject({
      accessToken: 'a',
      status: 'authenticated',
    });
  });

  it.each([null, '', 'not json', '{}', JSON.stringify({ user: { ...user, email: 3 } })])(
    'rejects %p',
    (raw) => {
      expect(parseSession(raw)).toBeNull();
      expect(authStateFromSession(parseSession(raw)).status).toBe('anonymous');
    },
  );
});
