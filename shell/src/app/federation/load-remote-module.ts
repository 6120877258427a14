import type { RemoteName } from '@ltk/contracts';
import { loadRemote } from '@module-federation/runtime';
import type { RemoteModuleId, RemoteModules } from './remote-modules';
import { ensureRemote } from './setup-federation';

/** Typed `loadRemote`: the exposes' types come from the declarations the remotes emit (remote-modules.ts). */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  await ensureRemote(id.slice(0, id.indexOf('/')) as RemoteName);
  const module = await loadRemote<RemoteModules[K]>(id);
  if (!module) throw new Error(`Remote module ${id} could not be loaded`);
  return module;
}
