import { STORAGE_KEYS } from '@ltk/contracts';
import { makeSession } from '@ltk/testing';
import { waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../lib/test-support/json-response';
import { renderFeature } from '../../../lib/test-support/render-feature';
import { AuthServicesContext } from '../auth-services-context';
import { createMemoryStorage } from '../lib/memory-storage';
import { createTestApi } from '../lib/test-api';
import { createSessionService } from '../session-service';
import { AuthCallbackPage } from './auth-callback-page';
import { LogoutPage } from './logout-page';

function services(storage: Storage, calls: string[]) {
  const fetchImpl = async (url: string) => {
    calls.push(url);
    return jsonResponse(200, { status: 'ok', revoked: 1 });
  };
  const api = createTestApi(fetchImpl);
  const session = createSessionService({
    apiBaseUrl: 'http://api.test',
    publish: () => undefined,
    storage,
    api,
  });
  return {
    session,
    hosted: { api, clientId: 'ltk-web', storage: createMemoryStorage() },
  };
}

describe('auth redirect pages', () => {
  it('/logout revokes, clears the session and returns to /', async () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.session, JSON.stringify(makeSession({ accessToken: 't' })));
    const calls: string[] = [];
    const view = renderFeature(
      <AuthServicesContext.Provider value={services(storage, calls)}>
        <LogoutPage />
      </AuthServicesContext.Provider>,
      { route: '/logout' },
    );
    await waitFor(() => expect(view.navigations).toEqual(['/']));
    expect(calls).toEqual(['http://api.test/logout/']);
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('/auth/callback without a matching pending login goes to /login', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls: string[] = [];
    const view = renderFeature(
      <AuthServicesContext.Provider value={services(createMemoryStorage(), calls)}>
        <AuthCallbackPage />
      </AuthServicesContext.Provider>,
      { route: '/auth/callback?code=abc&state=forged' },
    );
    await waitFor(() => expect(view.navigations).toEqual(['/login']));
    expect(calls).toHaveLength(0);
    warn.mockRestore();
  });
});
