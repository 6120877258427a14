import { REMOTE_NAMES, STORAGE_KEYS, type RemoteName } from '@ltk/contracts';
import { applyOverrides, overridesFromQuery, overridesFromStorage } from './overrides';
import { resolveRegistry } from './resolve-registry';

// Every remote REMOTE_NAMES lists (a remote create-remote adds included), each on its own port from 3001.
const registry = {
  ...(Object.fromEntries(
    REMOTE_NAMES.map((name, index) => [name, `http://localhost:${3001 + index}/mf-manifest.json`]),
  ) as Record<RemoteName, string>),
  mfe_product: 'http://localhost:3003/mf-manifest.json',
};
const enabled = { enabled: true, allowedOrigins: ['http://localhost:3103'] };
const base = 'http://localhost:3000/home';
const config = {
  apiBaseUrl: 'http://localhost:4000',
  brand: 'LTK',
  env: 'production' as const,
  remotes: registry,
  overrides: enabled,
};

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
};

describe('overrides', () => {
  it('reads repeated override=name=url query params', () => {
    expect(
      overridesFromQuery(
        '?override=mfe_product=http://localhost:3103/mf-manifest.json&override=mfe_cart=http://x/y.json',
      ),
    ).toEqual({
      mfe_product: 'http://localhost:3103/mf-manifest.json',
      mfe_cart: 'http://x/y.json',
    });
    expect(overridesFromQuery('?override=broken')).toEqual({});
  });

  it('ignores malformed storage', () => {
    expect(overridesFromStorage(memoryStorage({ [STORAGE_KEYS.remoteOverrides]: '{oops' }))).toEqual({});
    expect(overridesFromStorage(memoryStorage({ [STORAGE_KEYS.remoteOverrides]: '["a"]' }))).toEqual({});
  });

  it('accepts an override to an allowed origin', () => {
    const result = applyOverrides(
      registry,
      { mfe_product: 'http://localhost:3103/mf-manifest.json' },
      enabled,
      base,
    );
    expect(result.registry.mfe_product).toBe('http://localhost:3103/mf-manifest.json');
    expect(result.refused).toEqual([]);
  });

  it.each([
    [{ mfe_product: 'https://evil.example/mf-manifest.json' }, enabled, 'origin-not-allowed'],
    [
      { mfe_product: 'http://localhost:3103/mf-manifest.json' },
      { enabled: false, allowedOrigins: ['http://localhost:3103'] },
      'disabled',
    ],
    [{ mfe_unknown: 'http://localhost:3103/mf-manifest.json' }, enabled, 'unknown-remote'],
    [{ mfe_product: 'javascript:alert(1)' }, enabled, 'invalid-url'],
  ])('refuses %j (%s)', (requested, policy, reason) => {
    const result = applyOverrides(registry, requested, policy, base);
    expect(result.registry).toEqual(registry);
    expect(result.refused[0]?.reason).toBe(reason);
  });

  it('warns about refusals and remembers accepted query overrides', async () => {
    const storage = memoryStorage();
    const warn = jest.fn();
    const search =
      '?override=mfe_product=http://localhost:3103/mf-manifest.json&override=mfe_cart=https://evil.example/m.json';
    const { registry: next } = await resolveRegistry(config, {
      location: { search, href: `${base}${search}` },
      storage,
      warn,
    });
    expect(next.mfe_product).toBe('http://localhost:3103/mf-manifest.json');
    expect(next.mfe_cart).toBe(registry.mfe_cart);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('override refused for mfe_cart'));
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.remoteOverrides)!)).toEqual({
      mfe_product: 'http://localhost:3103/mf-manifest.json',
    });

    await resolveRegistry(config, { location: { search: '?override-reset', href: base }, storage, warn });
    expect(storage.data.has(STORAGE_KEYS.remoteOverrides)).toBe(false);
  });

  it('offers the badge only where overrides are enabled and one is active or refused', async () => {
    const warn = jest.fn();
    const search = '?override=mfe_cart=https://evil.example/m.json';
    const location = { search, href: `${base}${search}` };
    const on = await resolveRegistry(config, { location, storage: memoryStorage(), warn });
    expect(on.showBadge).toEqual(expect.any(Function));
    const disabled = { ...config, overrides: { enabled: false, allowedOrigins: [] } };
    const off = await resolveRegistry(disabled, { location, storage: memoryStorage(), warn });
    expect(off.showBadge).toBeUndefined();
    const none = await resolveRegistry(config, {
      location: { search: '?override-reset', href: base },
      storage: memoryStorage(),
      warn,
    });
    expect(none.showBadge).toBeUndefined();
  });

  it('a visit that asks for no override gets the deployed registry without reading any rules', async () => {
    const storage = memoryStorage();
    const warn = jest.fn();
    const result = await resolveRegistry(config, {
      location: { search: '?overrideX=1&q=override', href: base },
      storage,
      warn,
    });
    expect(result).toEqual({ registry, accepted: [], refused: [] });
    expect(result.registry).not.toBe(registry);
    expect(warn).not.toHaveBeenCalled();
  });
});
