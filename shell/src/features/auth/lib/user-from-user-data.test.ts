import { userFromUserData } from './user-from-user-data';

const profile = {
  sigilUserId: '0f8e7b0a-1111-4222-8333-444455556666',
  userCreatedAt: '2024-01-01T00:00:00Z',
  authnProvider: 'auth0',
  authnCanChangeEmail: true,
};

describe('userFromUserData', () => {
  it('reads the namespaced profile claim and splits sub at the pipe', () => {
    const user = userFromUserData({
      sub: 'auth0|abc',
      email: 'demo@shopltk.test',
      'https://shopltk.com/profile': profile,
      account_id: 7,
    });
    expect(user).toMatchObject({ userId: 'abc', email: 'demo@shopltk.test', profile, accountId: 7 });
  });

  it('reads the userinfo profile field', () => {
    expect(userFromUserData({ sub: 'auth0|abc', email: 'a@b.co', profile }).profile).toEqual(profile);
  });

  it('rejects with the spec message naming the missing field', () => {
    expect(() => userFromUserData({ email: 'a@b.co', profile })).toThrow(
      'User Data response does not contain field sub',
    );
    expect(() => userFromUserData({ sub: 'auth0|abc', profile })).toThrow(
      'User Data response does not contain field email',
    );
    expect(() => userFromUserData({ sub: 'auth0|abc', email: 'a@b.co' })).toThrow(
      'User Data response does not contain field profile',
    );
  });
});
