import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIBRARY_VERSIONS, WORKSPACE_SINGLETONS, sharedConfig } from './shared-deps.cjs';

const catalog = readFileSync(path.join(__dirname, '../../../pnpm-workspace.yaml'), 'utf8');
const catalogVersion = (name: string) => {
  const line = catalog.split('\n').find((l) => l.trim().replace(/'/g, '').startsWith(`${name}:`));
  return line?.split(':').pop()?.trim();
};

describe('sharedConfig', () => {
  it('pins every shared library to the catalog version', () => {
    for (const [name, version] of Object.entries(LIBRARY_VERSIONS)) {
      expect([name, catalogVersion(name)]).toEqual([name, version]);
    }
  });

  it('makes every entry a lazy singleton with an explicit version', () => {
    const shared = sharedConfig();
    for (const [name, entry] of Object.entries(shared)) {
      expect([name, entry.singleton, entry.eager]).toEqual([name, true, false]);
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
    }
  });

  it('shares the jsx runtimes and the stateful workspace packages', () => {
    const shared = sharedConfig();
    for (const name of [
      'react/jsx-runtime',
      '@emotion/react/jsx-runtime',
      'react-dom/client',
      ...WORKSPACE_SINGLETONS,
    ]) {
      expect(shared).toHaveProperty([name]);
    }
    // The bus, the store and the platform context hold state: two copies would split the page in two.
    expect(WORKSPACE_SINGLETONS).toEqual(
      expect.arrayContaining(['@ltk/event-bus', '@ltk/store', '@ltk/platform']),
    );
  });

  it('shares the JSX dev runtimes in development builds only', () => {
    expect(sharedConfig()).toHaveProperty(['react/jsx-dev-runtime']);
    expect(sharedConfig({ production: false })).toHaveProperty(['@emotion/react/jsx-dev-runtime']);
    const production = sharedConfig({ production: true });
    expect(production).not.toHaveProperty(['react/jsx-dev-runtime']);
    expect(production).not.toHaveProperty(['@emotion/react/jsx-dev-runtime']);
    expect(production).toHaveProperty(['react/jsx-runtime']);
  });

  it("takes each required range from the app's package.json, the catalog's for catalog: and workspace: ranges", () => {
    const shared = sharedConfig({
      consumeOnly: true,
      dependencies: { '@reduxjs/toolkit': '2.15.0', react: 'catalog:', '@ltk/store': 'workspace:*' },
    });
    expect(shared['@reduxjs/toolkit']?.requiredVersion).toBe('2.15.0');
    expect(shared.react?.requiredVersion).toBe('^19.3.1');
    expect(shared['react/jsx-runtime']?.requiredVersion).toBe('^19.3.1');
    expect(shared['@ltk/store/carts']?.requiredVersion).toBe('^0.1.0');
  });

  it('shares the route table as one copy', () => {
    expect(sharedConfig()).toHaveProperty(['@ltk/routes']);
  });

  it('shares the carts slice as one copy for the header badge and the cart remote', () => {
    expect(sharedConfig({ consumeOnly: true })).toHaveProperty(['@ltk/store/carts']);
  });
});
