// The shell's part of the shared federation bundler runtime (see ../bundler-runtime.cjs): the functions webpack's
// federation runtime module calls, from the copy the shell's own entry already carries, on one global the remotes
// read. They keep no state of their own (each call gets the calling container's __webpack_require__).
import { attachShareScopeMap } from '@ltk/mf-config/impl/bundler-runtime/attachShareScopeMap.js';
import { consumes } from '@ltk/mf-config/impl/bundler-runtime/consumes.js';
import { getSharedFallbackGetter } from '@ltk/mf-config/impl/bundler-runtime/getSharedFallbackGetter.js';
import { init } from '@ltk/mf-config/impl/bundler-runtime/init.js';
import { initContainerEntry } from '@ltk/mf-config/impl/bundler-runtime/initContainerEntry.js';
import { initializeSharing } from '@ltk/mf-config/impl/bundler-runtime/initializeSharing.js';
import { installInitialConsumes } from '@ltk/mf-config/impl/bundler-runtime/installInitialConsumes.js';
import { remotes } from '@ltk/mf-config/impl/bundler-runtime/remotes.js';

globalThis.__LTK_FEDERATION_BUNDLER_RUNTIME__ = Object.freeze({
  attachShareScopeMap,
  consumes,
  getSharedFallbackGetter,
  init,
  initContainerEntry,
  initializeSharing,
  installInitialConsumes,
  remotes,
});
