import { REMOTE_NAMES, type RemoteName } from '@ltk/contracts';
import { createRemoteEntries, entryFromManifest } from './remote-entries';

// Every remote REMOTE_NAMES lists (a remote create-remote adds included), each on its own port from 3001.
const registry = {
  ...(Object.fromEntries(
    REMOTE_NAMES.map((name, index) => [name, `http://localhost:${3001 + index}/mf-manifest.json`]),
  ) as Record<RemoteName, string>),
  mfe_product: 'https://cdn.example/product/v42/mf-manifest.json',
};
const manifest = (meta: object) =>
  JSON.stringify({ id: 'x', name: 'x', metaData: meta, shared: [], exposes: [] });

describe('entryFromManifest', () => {
  it('finds the entry beside the manifest, or under its public path and entry dir', () => {
    expect(
      entryFromManifest(
        { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } },
        registry.mfe_product,
      ),
    ).toBe('https://cdn.example/product/v42/remoteEntry.js');
    expect(
      entryFromManifest(
        {
          metaData: {
            publicPath: 'https://static.example/p/',
            remoteEntry: { name: 'remoteEntry.js', path: 'js/' },
          },
        },
        registry.mfe_product,
      ),
    ).toBe('https://static.example/p/js/remoteEntry.js');
  });

  it.each([null, {}, { metaData: {} }, { metaData: { remoteEntry: { name: 42 } } }])(
    'rejects %j with the manifest URL',
    (value) => {
      expect(() => entryFromManifest(value, registry.mfe_cart)).toThrow(
        'http://localhost:3005/mf-manifest.json: not a Module Federation manifest',
      );
    },
  );
});

describe('createRemoteEntries', () => {
  const entry = { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } };

  it('uses the preloaded manifest once, registers the entry once, fetches the others on first use', async () => {
    const register = jest.fn();
    const fetchText = jest.fn(async () => manifest(entry));
    const entries = createRemoteEntries(
      registry,
      { [registry.mfe_discover]: Promise.resolve(manifest(entry)) },
      register,
      fetchText,
    );
    await Promise.all([entries.ensure('mfe_discover'), entries.ensure('mfe_discover')]);
    expect(fetchText).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(
      [{ name: 'mfe_discover', entry: 'http://localhost:3001/remoteEntry.js' }],
      { force: false },
    );
    await entries.ensure('mfe_search');
    expect(fetchText).toHaveBeenCalledWith(registry.mfe_search);
  });

  it('a failed preload falls back to a fetch; a failed read is not cached and re-registers with force', async () => {
    const register = jest.fn();
    const fetchText = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(manifest(entry));
    const entries = createRemoteEntries(
      registry,
      { [registry.mfe_cart]: Promise.reject(new Error('preload failed')) },
      register,
      fetchText,
    );
    await expect(entries.ensure('mfe_cart')).rejects.toThrow('down');
    expect(register).not.toHaveBeenCalled();
    await entries.ensure('mfe_cart');
    expect(register).toHaveBeenCalledWith(
      [{ name: 'mfe_cart', entry: 'http://localhost:3005/remoteEntry.js' }],
      { force: true },
    );
  });

  it('reset makes the next use read the manifest again and replace the cached entry', async () => {
    const register = jest.fn();
    const fetchText = jest.fn(async () => manifest(entry));
    const entries = createRemoteEntries(registry, {}, register, fetchText);
    await entries.ensure('mfe_product');
    entries.reset('mfe_product');
    await entries.ensure('mfe_product');
    expect(fetchText).toHaveBeenCalledTimes(2);
    expect(register.mock.calls.map(([, options]) => options)).toEqual([{ force: false }, { force: true }]);
  });
});
