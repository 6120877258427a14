import type { RemoteName } from '@ltk/contracts';
import { getInstance, init, registerGlobalPlugins } from '@module-federation/runtime';
import { createRemoteEntries, type RemoteEntries } from './remote-entries';
import type { VersionMismatch } from './remote-problem';
import { sharedVersionPlugin } from './shared-version-plugin';

let entries: RemoteEntries | null = null;

/**
 * Starts the one federation runtime the shell provides; remotes are registered on first use (remote-entries.ts).
 * Every remote's container checks the shared versions it gets (shared-version-plugin.ts) and reports problems.
 */
export function setupFederation(
  registry: Record<RemoteName, string>,
  preloaded: Record<string, Promise<string>> = {},
  report: (mismatch: VersionMismatch) => void = () => undefined,
) {
  registerGlobalPlugins([sharedVersionPlugin(report)]);
  if (!getInstance()) init({ name: 'shell', remotes: [] });
  entries = createRemoteEntries(registry, preloaded);
}

/** Registers the remote with the runtime if it is not yet (reads its manifest). */
export function ensureRemote(name: RemoteName): Promise<void> {
  if (!entries) return Promise.reject(new Error('setupFederation() has not run'));
  return entries.ensure(name);
}

/** Forgets a remote's manifest and entry so the next load fetches them again (after an outage). */
export function resetRemote(name: RemoteName) {
  entries?.reset(name);
}
