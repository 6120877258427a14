import type { FlagsPayload } from '@ltk/contracts';
import { createTestPlatform, makeAuthState, reply } from '@ltk/testing';
import { VISITOR_ID_KEY } from './lib/visitor-id';
import { startFeatureFlags } from './start-feature-flags';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const STORED = '3f0c8a4e-1b2c-4d5e-8f90-123456789abc';
const ROUTE = 'GET /v1/feature_flags';
const answer = (variant: 'treatment' | 'control') => ({
  flags: { creatorSplash: 'on', desktopBannerAutoDismiss: variant },
  experiments: { name: 'web-2026-banners', variant },
});

function setup(options: Parameters<typeof createTestPlatform>[0] = {}) {
  const test = createTestPlatform(options);
  const published: FlagsPayload[] = [];
  test.platform.bus.on('flags').subscribe((payload) => published.push(payload));
  const stop = startFeatureFlags(test.platform, { storage: localStorage, fetchImpl: test.fetchMock.fetch });
  return { ...test, published, stop };
}

describe('startFeatureFlags', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(VISITOR_ID_KEY, STORED);
  });

  it('publishes loading, then the flags fetched anonymously with the visitor id', async () => {
    const { fetchMock, published, platform, stop } = setup({
      routes: { [ROUTE]: () => answer('treatment') },
    });
    expect(platform.bus.current('flags')?.status).toBe('loading');
    await flush();
    const [call] = fetchMock.callsTo(ROUTE);
    expect(call?.url.searchParams.get('visitor_id')).toBe(STORED);
    expect(call?.headers['authorization']).toBeUndefined();
    expect(published.map((p) => p.status)).toEqual(['loading', 'loaded']);
    expect(platform.bus.current('flags')).toEqual({ ...answer('treatment'), status: 'loaded' });
    stop();
  });

  it('sends the bearer token when logged in', async () => {
    const auth = makeAuthState();
    const { fetchMock, stop } = setup({ auth, routes: { [ROUTE]: () => answer('control') } });
    await flush();
    expect(fetchMock.callsTo(ROUTE)[0]?.headers['authorization']).toBe(`Bearer ${auth.accessToken}`);
    stop();
  });

  it('fails with every flag off and a warning, never throwing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { platform, stop } = setup({ routes: { [ROUTE]: () => reply(500, { status: 500 }) } });
    await flush();
    expect(platform.bus.current('flags')).toEqual({
      flags: { creatorSplash: 'off', desktopBannerAutoDismiss: 'control' },
      experiments: null,
      status: 'failed',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('feature flags'), expect.anything());
    stop();
  });

  it('treats a malformed answer as a failure', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { platform, stop } = setup({ routes: { [ROUTE]: () => ({ flags: 'on' }) } });
    await flush();
    expect(platform.bus.current('flags')?.status).toBe('failed');
    stop();
  });

  it('refetches on login and logout, not when the same user is published again', async () => {
    const auth = makeAuthState();
    const { fetchMock, platform, published, stop } = setup({
      routes: { [ROUTE]: (request) => answer(request.headers['authorization'] ? 'treatment' : 'control') },
    });
    await flush();
    platform.bus.publish('auth', auth);
    await flush();
    expect(platform.bus.current('flags')?.experiments?.variant).toBe('treatment');
    platform.bus.publish('auth', { ...auth, accessToken: `${auth.accessToken}-refreshed` });
    await flush();
    expect(fetchMock.callsTo(ROUTE)).toHaveLength(2);
    platform.bus.publish('auth', { status: 'anonymous', impersonating: false });
    await flush();
    expect(fetchMock.callsTo(ROUTE)).toHaveLength(3);
    expect(published.map((p) => p.status)).toEqual([
      'loading',
      'loaded',
      'loading',
      'loaded',
      'loading',
      'loaded',
    ]);
    expect(platform.bus.current('flags')?.experiments?.variant).toBe('control');
    stop();
  });

  it('drops a superseded answer when the user logs in mid-request', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { platform, published, stop } = setup({
      routes: {
        [ROUTE]: async (request) => {
          if (request.headers['authorization']) return answer('treatment');
          await slow;
          return answer('control');
        },
      },
    });
    platform.bus.publish('auth', makeAuthState());
    await flush();
    release();
    await flush();
    expect(platform.bus.current('flags')?.experiments?.variant).toBe('treatment');
    expect(published.filter((p) => p.status === 'loaded')).toHaveLength(1);
    stop();
  });
});
