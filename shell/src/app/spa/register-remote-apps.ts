import { REMOTE_NAMES, type PlatformProps, type RemoteName } from '@ltk/contracts';
import { LOAD_ERROR, addErrorHandler, getAppStatus, registerApplication, type AppError } from 'single-spa';
import { loadRemoteModule } from '../federation/load-remote-module';
import { resetRemote } from '../federation/setup-federation';
import { isRemoteActive } from './activity';
import { isChunkLoadError, reloadOnceAMinute } from './chunk-reload';
import { guardLifecycles } from './guard-lifecycles';
import type { RemoteFailures } from './remote-failures';
import type { RemoteProblems } from './remote-problems';

interface RegisterOptions {
  /** customProps of every remote (`{ platform }`); the region element is added per remote. */
  props: Omit<PlatformProps, 'domElement'>;
  /** The element a remote mounts into. */
  regionOf: (name: RemoteName) => HTMLElement;
  failures: RemoteFailures;
  problems: RemoteProblems;
  /** True once the cart drawer was asked for in this session. */
  cartRequested: () => boolean;
}

const remoteModuleId = (name: RemoteName) => `${name}/app` as const;

/**
 * One single-spa application per remote, active per the route table, loaded through the federation
 * runtime and its exports checked before it mounts (load-remote-module.ts). Load and export errors leave the
 * app in LOAD_ERROR (single-spa retries on the next navigation, after the remote's manifest is read again and
 * its entry re-registered); code errors show the region's fallback. Each is reported with its cause.
 */
export function registerRemoteApps({ props, regionOf, failures, problems, cartRequested }: RegisterOptions) {
  for (const name of REMOTE_NAMES) {
    registerApplication({
      name,
      app: async () => {
        const lifecycles = await loadRemoteModule(remoteModuleId(name));
        return guardLifecycles(lifecycles, { name, failures, problems });
      },
      activeWhen: (location) => isRemoteActive(name, location, cartRequested()),
      customProps: () => ({ ...props, domElement: regionOf(name) }),
    });
  }

  addErrorHandler((error: AppError) => {
    const name = error.appOrParcelName as RemoteName;
    void problems.fail(name, error, 'load');
    if (isChunkLoadError(error) || isChunkLoadError((error as { cause?: unknown }).cause)) {
      reloadOnceAMinute();
      return;
    }
    if (getAppStatus(name) === LOAD_ERROR) resetRemote(name);
  });
}
