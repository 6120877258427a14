import type { RemoteModuleId, RemoteModules } from '@ltk/contracts';
import { loadRemote } from '@module-federation/runtime';

/** Typed `loadRemote`: the exposes' types come from `RemoteModules` in @ltk/contracts. */
export async function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const module = await loadRemote<RemoteModules[K]>(id);
  if (!module) throw new Error(`Remote module ${id} could not be loaded`);
  return module;
}
