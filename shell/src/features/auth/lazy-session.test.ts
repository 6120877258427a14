import { ANONYMOUS_AUTH } from '@ltk/contracts';
import { createLazySession } from './lazy-session';
import { createMemoryStorage } from './lib/memory-storage';
import { createTestApi } from './lib/test-api';
import { createSessionService } from './session-service';

jest.mock('./session-service', () => ({ createSessionService: jest.fn() }));

/** No request may reach it: the service is mocked. */
const api = createTestApi(() => Promise.reject(new Error('unexpected request')));

const real = {
  restore: jest.fn(),
  loginWithPassword: jest.fn(),
  onUnauthorized: jest.fn(),
  refresh: jest.fn(),
  dispose: jest.fn(),
};

function savedSession(storage: Storage) {
  storage.setItem(
    'ltk-session',
    JSON.stringify({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: Date.now() + 60_000,
      strategy: 'password',
      user: { userId: 'u1', email: 'demo@shopltk.test', profile: { sigilUserId: 's1' } },
    }),
  );
}

describe('createLazySession', () => {
  beforeEach(() => {
    jest
      .mocked(createSessionService)
      .mockReset()
      .mockReturnValue(real as never);
    Object.values(real).forEach((fn) => fn.mockReset());
    real.restore.mockResolvedValue({ status: 'authenticated' });
    real.loginWithPassword.mockResolvedValue({ status: 'authenticated' });
  });

  it('a visitor without a saved session never loads the service: restore, refresh and 401 are no-ops', async () => {
    const session = createLazySession({
      apiBaseUrl: 'http://api.test',
      api,
      publish: () => undefined,
      storage: createMemoryStorage(),
    });
    await expect(session.restore()).resolves.toEqual(ANONYMOUS_AUTH);
    await expect(session.refresh()).resolves.toBe(false);
    session.onUnauthorized();
    await Promise.resolve();
    expect(createSessionService).not.toHaveBeenCalled();
  });

  it('a saved session loads the service once and restores it', async () => {
    const storage = createMemoryStorage();
    savedSession(storage);
    const session = createLazySession({
      apiBaseUrl: 'http://api.test',
      api,
      publish: () => undefined,
      storage,
    });
    await expect(session.restore()).resolves.toEqual({ status: 'authenticated' });
    session.onUnauthorized();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(real.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(createSessionService).toHaveBeenCalledTimes(1);
    expect(jest.mocked(createSessionService).mock.calls[0]?.[0]).toMatchObject({
      apiBaseUrl: 'http://api.test',
      storage,
    });
  });

  it('logging in loads the service and delegates with the same arguments', async () => {
    const session = createLazySession({
      apiBaseUrl: 'http://api.test',
      api,
      publish: () => undefined,
      storage: createMemoryStorage(),
    });
    await session.loginWithPassword('demo@shopltk.test', 'demo-password');
    expect(real.loginWithPassword).toHaveBeenCalledWith('demo@shopltk.test', 'demo-password');
    session.dispose();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(real.dispose).toHaveBeenCalled();
  });
});
