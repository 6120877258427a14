import { parseSession } from './parse-session';
import { authStateFromSession } from './auth-state-from-session';

const session = {
  accessToken: 'a',
  refreshToken: 'r',
  idToken: 'i',
  expiresAt: 1,
  user: {
    userId: 'u',
    email: 'e@x.test',
    impersonatorId: 'staff',
    profile: { sigilUserId: 's', userCreatedAt: '', authnProvider: 'auth0', authnCanChangeEmail: true },
  },
};

describe('parseSession', () => {
  it('accepts a well-formed session and maps it to an authenticated state', () => {
    const parsed = parseSession(JSON.stringify(session));
    expect(parsed).toEqual(session);
    expect(authStateFromSession(parsed)).toEqual({
      status: 'authenticated',
      user: session.user,
      accessToken: 'a',
      impersonating: true,
    });
  });

  it.each([null, '', 'not json', '{}', JSON.stringify({ ...session, accessToken: 3 })])(
    'rejects %p',
    (raw) => {
      expect(parseSession(raw)).toBeNull();
      expect(authStateFromSession(parseSession(raw)).status).toBe('anonymous');
    },
  );
});
