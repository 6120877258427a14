import type { RemoteName } from '@ltk/contracts';
import { getInstance, init, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { preloadedManifestPlugin } from './preloaded-manifest-plugin';

/** Registers every remote (name to manifest URL) with the one federation runtime the shell provides. */
export function setupFederation(registry: Record<RemoteName, string>, preloaded: Record<string, Promise<string>> = {}) {
  if (!getInstance()) init({ name: 'shell', remotes: [] });
  registerPlugins([preloadedManifestPlugin(preloaded)]);
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a remote's cached manifest and entry so the next load fetches it again (after an outage). */
export function resetRemote(name: RemoteName, entry: string) {
  registerRemotes([{ name, entry }], { force: true });
}
