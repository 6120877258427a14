// What the refresh loader (loader.cjs) wraps every compiled module of a dev remote in: `$RefreshReg$`/`$RefreshSig$`
// for swc's `jsc.transform.react.refresh` output, and after the module ran, a hot-update boundary when every export
// is a component. An edit of a boundary (or of a module only boundaries import) re-renders the mounted components
// in place and keeps their state; any other edit bubbles up, and with no boundary left the dev server reloads.
import Refresh from './runtime.mjs';

/** swc's `$RefreshSig$`. */
export const signature = Refresh.createSignatureFunctionForTransform;

/**
 * swc's `$RefreshReg$` for one module: ids are `<remote>:<module id> <name>`, so two dev remotes never share one.
 * @param {string} moduleId
 */
export const registerIn = (moduleId) => (/** @type {unknown} */ type, /** @type {string} */ id) =>
  Refresh.register(type, `${moduleId} ${id}`);

/** @param {Record<string, unknown>} exports */
function componentExports(exports) {
  if (Refresh.isLikelyComponentType(exports)) return [['default', exports]];
  if (exports === null || typeof exports !== 'object') return null;
  const entries = Object.keys(exports)
    .filter((key) => key !== '__esModule')
    .map((key) => /** @type {[string, unknown]} */ ([key, exports[key]]));
  if (entries.length === 0 || !entries.every(([, value]) => Refresh.isLikelyComponentType(value)))
    return null;
  return entries;
}

/** The exports' names and families: a boundary whose names or families changed cannot be refreshed in place. */
const shapeOf = (/** @type {[string, unknown][]} */ entries) =>
  entries.map(([key, value]) => [key, Refresh.getFamilyByType(value)]);

const sameShape = (/** @type {unknown[][]} */ before, /** @type {unknown[][]} */ after) =>
  before.length === after.length &&
  before.every((entry, i) => entry.every((part, j) => part === after[i]?.[j]));

let scheduled = false;
function refreshSoon() {
  if (scheduled) return;
  scheduled = true;
  // One refresh for every module of one hot update (they run one after another in the same task).
  setTimeout(() => {
    scheduled = false;
    Refresh.performReactRefresh();
  });
}

/**
 * Called at the end of each wrapped module.
 * @param {{ id: string | number, exports: Record<string, unknown> }} module
 * @param {string} moduleId the registered id (`<remote>:<module id>`)
 * @param {any} hot `import.meta.webpackHot` (undefined without HMR)
 */
export function acceptIfBoundary(module, moduleId, hot) {
  if (!hot) return;
  const entries = componentExports(module.exports);
  for (const [key, value] of entries ?? []) Refresh.register(value, `${moduleId} %exports% ${key}`);
  /** @type {unknown[][] | undefined} */
  const previous = hot.data?.shape;
  if (!entries) {
    // Was a boundary and no longer is: its importers must run again.
    if (previous) hot.invalidate();
    return;
  }
  const shape = shapeOf(entries);
  hot.dispose((/** @type {{ shape: unknown[][] }} */ data) => {
    data.shape = shape;
  });
  hot.accept();
  if (!previous) return;
  if (sameShape(previous, shape)) refreshSoon();
  else hot.invalidate();
}
