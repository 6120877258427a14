import { userFromClaims } from './user-from-claims';

const profile = {
  sigilUserId: 'sig-1',
  userCreatedAt: '2026-01-01T00:00:00Z',
  authnProvider: 'auth0',
  authnCanChangeEmail: true,
};

describe('userFromClaims', () => {
  it('takes the user id from the part of sub after the pipe', () => {
    const user = userFromClaims({
      sub: 'auth0|7f1c',
      email: 'a@b.test',
      'https://shopltk.com/profile': profile,
      account_id: 3,
    });
    expect(user).toMatchObject({ userId: '7f1c', email: 'a@b.test', accountId: 3, impersonatorId: null });
  });

  it('reads the profile claim from userinfo and keeps the impersonator', () => {
    expect(userFromClaims({ sub: 'auth0|x', email: 'e@x.test', profile }).profile).toEqual(profile);
    const impersonated = userFromClaims({
      sub: 'auth0|y',
      email: 'demo@x.test',
      impersonator_id: 'staff',
      'https://shopltk.com/profile': profile,
    });
    expect(impersonated.impersonatorId).toBe('staff');
  });

  it('rejects claims without the profile field', () => {
    expect(() => userFromClaims({ sub: 'auth0|x', email: 'e@x.test' })).toThrow(
      'User Data response does not contain field profile',
    );
  });
});
