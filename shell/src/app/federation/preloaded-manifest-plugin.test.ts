import { preloadedManifestPlugin } from './preloaded-manifest-plugin';

type FetchHook = (url: string, init: RequestInit) => false | Promise<Response>;

describe('preloadedManifestPlugin', () => {
  beforeAll(() => {
    if (typeof globalThis.Response === 'undefined') {
      class FakeResponse {
        constructor(private readonly body: string) {}
        text() {
          return Promise.resolve(this.body);
        }
      }
      Object.assign(globalThis, { Response: FakeResponse });
    }
  });

  it('answers a preloaded manifest once, then lets the runtime fetch', async () => {
    const plugin = preloadedManifestPlugin({ 'http://r/mf-manifest.json': Promise.resolve('{"id":"r"}') });
    const hook = plugin.fetch as unknown as FetchHook;
    const first = hook('http://r/mf-manifest.json', {});
    expect(first).not.toBe(false);
    expect(await (await (first as Promise<Response>)).text()).toBe('{"id":"r"}');
    expect(hook('http://r/mf-manifest.json', {})).toBe(false);
    expect(hook('http://other/mf-manifest.json', {})).toBe(false);
  });
});
