import type { RemoteName } from '@ltk/contracts';
import { loadRemote } from '@module-federation/runtime';
import { isMountable } from './check-remote-module';
import { remoteProblemError } from './remote-problem';
import type { RemoteModuleId, RemoteModules } from './remote-modules';
import { ensureRemote } from './setup-federation';

/**
 * Typed `loadRemote`: the exposes' types come from the declarations the remotes emit (remote-modules.ts). Rejects
 * with a RemoteProblemError when the remote could not be loaded (`load`) or the module does not have the shape the
 * shell mounts (`export`), checked before anything mounts it.
 */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  let module: unknown;
  try {
    await ensureRemote(id.slice(0, id.indexOf('/')) as RemoteName);
    module = await loadRemote<RemoteModules[K]>(id);
  } catch (error) {
    throw remoteProblemError(id, 'load', error);
  }
  if (!isMountable(id, module)) throw remoteProblemError(id, 'export', module);
  return module as RemoteModules[K];
}
