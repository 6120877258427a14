// The page's one React Refresh runtime. The first dev remote on a page creates it and hooks it into React's global
// devtools hook before its react-dom loads; a second dev remote uses the same one (two runtimes would each set their
// own refresh handler on every renderer, and the last one would ignore the other's components).
import RefreshRuntime from 'react-refresh/runtime';

const KEY = '__ltkReactRefreshRuntime';

if (!globalThis[KEY]) {
  RefreshRuntime.injectIntoGlobalHook(globalThis);
  globalThis[KEY] = RefreshRuntime;
}

/** @type {typeof RefreshRuntime} */
export default globalThis[KEY];
