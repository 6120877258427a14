import { createPlatform } from './create-platform';

/** What the shell saves: the user, no token. */
const session = {
  user: {
    userId: 'u1',
    email: 'demo@shopltk.test',
    profile: {
      sigilUserId: 'sigil-1',
      userCreatedAt: '2026-01-01T00:00:00Z',
      authnProvider: 'auth0',
      authnCanChangeEmail: true,
    },
  },
};

type Answer = { status: number; body: unknown };
function routedFetch(
  answer: (method: string, path: string, headers: Headers, body: string | undefined) => Answer,
) {
  const calls: {
    method: string;
    path: string;
    headers: Headers;
    body?: string;
    credentials?: RequestCredentials;
  }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers,
      body,
      credentials: init?.credentials,
    });
    const { status, body: json } = answer(init?.method ?? 'GET', url.pathname, headers, body);
    return { status, ok: status < 300, text: async () => JSON.stringify(json) } as unknown as Response;
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const tokens = (access: string) => ({
  status: 200,
  body: { access_token: access, id_token: 'id2', token_type: 'Bearer', expires_in: 3600 },
});

const config = { apiBaseUrl: 'http://api.test', brand: 'LTK', env: 'development' as const };

describe('createPlatform', () => {
  beforeEach(() => localStorage.clear());

  it('restores the saved user at once, and its access token from the refresh cookie before any authenticated call', async () => {
    localStorage.setItem('ltk-session', JSON.stringify(session));
    const { fetchImpl, calls } = routedFetch((_m, path) =>
      path === '/token/' ? tokens('cookie-token') : { status: 200, body: { settings: { locale: 'en' } } },
    );
    const platform = createPlatform({ config, fetchImpl });
    expect(platform.bus.current('auth')).toEqual({
      status: 'authenticated',
      user: session.user,
      impersonating: false,
    });
    expect(platform.store.getState().auth.user?.email).toBe('demo@shopltk.test');
    await platform.api.getSettings();
    expect(calls.map((c) => c.path)).toEqual(['/token/', '/v2/settings/']);
    expect(calls[0]).toMatchObject({ body: 'grant_type=refresh_token', credentials: 'include' });
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer cookie-token');
    expect(calls[1]?.headers.get('X-SIGIL-ID')).toBe('sigil-1');
    expect(platform.bus.current('auth')?.accessToken).toBe('cookie-token');
    // Storage still holds the user only.
    expect(JSON.parse(localStorage.getItem('ltk-session') ?? '{}')).toEqual(session);
  });

  it('a signed-out visitor (no saved session) asks nothing at load', async () => {
    const { fetchImpl, calls } = routedFetch(() => ({ status: 200, body: { settings: { locale: 'en' } } }));
    const platform = createPlatform({ config, fetchImpl });
    await platform.api.getSettings();
    expect(calls.map((c) => c.path)).toEqual(['/v2/settings/']);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it("refreshes on 403 'Key not authorised' through the cookie, keeps the new token in memory and retries", async () => {
    localStorage.setItem('ltk-session', JSON.stringify(session));
    let issued = 0;
    const { fetchImpl, calls } = routedFetch((_method, path, headers) => {
      if (path === '/token/') return tokens(++issued === 1 ? 'old-token' : 'new-token');
      if (headers.get('Authorization') === 'Bearer old-token')
        return { status: 403, body: { error: 'Key not authorised' } };
      return { status: 200, body: { settings: { locale: 'fr' } } };
    });
    const platform = createPlatform({ config, fetchImpl });
    await expect(platform.api.getSettings()).resolves.toEqual({ settings: { locale: 'fr' } });
    expect(calls.map((c) => c.path)).toEqual(['/token/', '/v2/settings/', '/token/', '/v2/settings/']);
    expect(calls[2]?.body).toBe('grant_type=refresh_token');
    expect(localStorage.getItem('ltk-session')).not.toContain('token');
    expect(platform.bus.current('auth')?.accessToken).toBe('new-token');
  });

  it('a failed refresh ends the session', async () => {
    localStorage.setItem('ltk-session', JSON.stringify(session));
    const { fetchImpl } = routedFetch((_m, path) =>
      path === '/token/'
        ? { status: 400, body: { status: 400, error_code: 'invalid_grant', developer_message: 'expired' } }
        : { status: 403, body: { error: 'Key not authorised' } },
    );
    const platform = createPlatform({ config, fetchImpl });
    const logouts: unknown[] = [];
    platform.bus.on('auth/logout').subscribe((e) => logouts.push(e));
    // The page load's refresh is refused: the session ends, and the call goes out without a token.
    await expect(platform.api.getSettings()).rejects.toMatchObject({ status: 403 });
    expect(platform.bus.current('auth')?.status).toBe('anonymous');
    expect(localStorage.getItem('ltk-session')).toBeNull();
    expect(logouts).toEqual([{ reason: 'refresh-failed' }]);
  });

  it('a 401 logs the user out and resets user state', async () => {
    localStorage.setItem('ltk-session', JSON.stringify(session));
    const { fetchImpl } = routedFetch((_m, path) =>
      path === '/token/'
        ? tokens('revoked-token')
        : { status: 401, body: { status: 401, error_code: 'unauthorized', developer_message: 'bad token' } },
    );
    const platform = createPlatform({ config, fetchImpl });
    await expect(platform.api.getCarts()).rejects.toMatchObject({ status: 401 });
    expect(platform.store.getState().auth.status).toBe('anonymous');
    expect(localStorage.getItem('ltk-session')).toBeNull();
  });

  it('changes the i18n language when the bus locale changes, once its strings are in', async () => {
    const platform = createPlatform({ config, storage: null, locale: 'en' });
    const changed = new Promise((resolve) => platform.i18n.on('languageChanged', resolve));
    platform.bus.publish('locale', { locale: 'de' });
    expect(platform.i18n.language).toBe('en');
    await changed;
    expect(platform.i18n.language).toBe('de');
    expect(platform.i18n.t('tryAgain')).toBe('Erneut versuchen');
    platform.bus.publish('locale', { locale: 'xx' });
    expect(platform.i18n.language).toBe('de');
  });
});

describe('createPlatform auth handlers', () => {
  it('uses the given refresh and onUnauthorized instead of the built-in ones', async () => {
    localStorage.setItem('ltk-session', JSON.stringify(session));
    let first = true;
    const { fetchImpl, calls } = routedFetch((_m, path) => {
      if (path === '/v1/carts')
        return { status: 401, body: { status: 401, error_code: 'unauthorized', developer_message: 'no' } };
      if (first) {
        first = false;
        return { status: 403, body: { error: 'Key not authorised' } };
      }
      return { status: 200, body: { settings: { locale: 'en' } } };
    });
    const refresh = jest.fn(async () => undefined);
    const onUnauthorized = jest.fn();
    const platform = createPlatform({ config, fetchImpl, refresh, onUnauthorized });
    await platform.api.getSettings();
    // Once for the page load (a saved session), once after the 403.
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(calls.some((c) => c.path === '/token/')).toBe(false);
    await expect(platform.api.getCarts()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(platform.bus.current('auth')?.status).toBe('authenticated');
  });
});
