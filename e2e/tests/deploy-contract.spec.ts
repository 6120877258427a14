import { expect, test } from '@playwright/test';

interface SharedEntry {
  name: string;
  version: string;
  assets: { js: { sync: string[]; async: string[] } };
}
interface Manifest {
  name: string;
  shared: SharedEntry[];
}

// Remotes are built consume-only (`import: false`, shared/mf-config): they carry no fallback copy of a
// shared library and rely on the shell for every one. This is the contract a deploy must keep: each
// remote's shared modules are all provided by the running shell, at a version its range accepts.
test('every shared module a deployed remote consumes is provided by the deployed shell', async ({
  request,
  baseURL,
}) => {
  const config = (await (await request.get(`${baseURL}/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const shell = (await (await request.get(`${baseURL}/mf-manifest.json`)).json()) as Manifest;
  const provided = new Map(
    shell.shared
      .filter((entry) => entry.assets.js.sync.length + entry.assets.js.async.length > 0)
      .map((entry) => [entry.name, entry.version]),
  );
  expect(provided.size).toBeGreaterThan(10);

  const remotes = Object.entries(config.remotes);
  expect(remotes.map(([name]) => name).sort()).toEqual([
    'mfe_account',
    'mfe_cart',
    'mfe_creator_shop',
    'mfe_discover',
    'mfe_product',
    'mfe_search',
  ]);
  for (const [name, url] of remotes) {
    const remote = (await (await request.get(url)).json()) as Manifest;
    expect(remote.name).toBe(name);
    for (const entry of remote.shared) {
      expect(
        provided.get(entry.name),
        `${name} consumes ${entry.name}, which the shell does not provide`,
      ).toBe(entry.version);
      expect(entry.assets.js.sync, `${name} ships its own ${entry.name}`).toEqual([]);
    }
  }
});
