// A remote's federation bundler runtime (what `@module-federation/webpack-bundler-runtime` exports), built from the
// functions the shell provides (./provide.mjs) instead of a copy in every remoteEntry.js. Only the per-container
// state is made here: a fresh object like the package's own index, and the remote's own `@module-federation/runtime`
// (it holds the container's instance, so it is never shared).
import * as runtime from '@ltk/mf-config/impl/mf-runtime';

const provided = globalThis.__LTK_FEDERATION_BUNDLER_RUNTIME__;
if (!provided)
  throw new Error(
    '[federation] this remote needs a shell that provides the federation bundler runtime (deploy the shell first)',
  );

export const bundlerRuntime = {
  remotes: provided.remotes,
  consumes: provided.consumes,
  I: provided.initializeSharing,
  S: {},
  installInitialConsumes: provided.installInitialConsumes,
  initContainerEntry: provided.initContainerEntry,
  init: provided.init,
  getSharedFallbackGetter: provided.getSharedFallbackGetter,
};
export const attachShareScopeMap = provided.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { runtime };

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
export default federation;
