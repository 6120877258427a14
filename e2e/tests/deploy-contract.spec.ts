import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

interface Contract {
  name: string;
  role: 'host' | 'remote';
  provides?: Record<string, { version: string; exports: string[] | null }>;
}
interface Manifest {
  name: string;
  exposes: Array<{ name: string; path?: string }>;
}

// The check `npm run check-remote` runs before an upload (shared/mf-config/src/contract-check.cjs), here on what is
// deployed: every remote's mf-contract.json against the running shell's. It covers each shared module a remote
// consumes (provided, at a version its range accepts, with every name it imports), no second copy of a
// one-instance library, and the exposes the shell loads with their lifecycles.
const { checkRemote } = createRequire(import.meta.url)('../../shared/mf-config/src/contract-check.cjs') as {
  checkRemote: (input: {
    remote: Contract;
    shell: Contract;
    manifest: Manifest;
    dir: string;
    shellLabel: string;
  }) => string[];
};

test('every deployed remote passes the pre-deploy gate against the deployed shell, exported names included', async ({
  request,
  baseURL,
}) => {
  const config = (await (await request.get(`${baseURL}/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const shell = (await (await request.get(`${baseURL}/mf-contract.json`)).json()) as Contract;
  expect(shell.role).toBe('host');
  expect(Object.keys(shell.provides ?? {}).length).toBeGreaterThan(10);
  expect(shell.provides?.rxjs?.exports).toContain('switchMap');

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
    const manifest = (await (await request.get(url)).json()) as Manifest;
    const remote = (await (await request.get(new URL('mf-contract.json', url).href)).json()) as Contract;
    expect(remote.name).toBe(name);
    expect(checkRemote({ remote, shell, manifest, dir: name, shellLabel: 'the deployed shell' })).toEqual([]);
  }
});
