// webpack loader (after swc-loader) of a dev remote's modules: defines swc's `$RefreshReg$`/`$RefreshSig$` for the
// module and makes it a React Refresh boundary when it exports only components (module.mjs). The prologue is one
// line, so source-map lines stay as they are.
const path = require('node:path');

const MODULE_RUNTIME = JSON.stringify(path.join(__dirname, 'module.mjs'));

/**
 * @this {{ getOptions(): { scope: string }, callback(error: null, code: string, map?: unknown): void }}
 * @param {string} source
 * @param {unknown} [map]
 */
module.exports = function reactRefreshLoader(source, map) {
  const { scope } = this.getOptions();
  const id = `${JSON.stringify(`${scope}:`)} + __webpack_module__.id`;
  const prologue =
    `import * as __ltkRefresh from ${MODULE_RUNTIME};` +
    `var $RefreshReg$ = __ltkRefresh.registerIn(${id}), $RefreshSig$ = __ltkRefresh.signature;`;
  const epilogue = `\n__ltkRefresh.acceptIfBoundary(__webpack_module__, ${id}, import.meta.webpackHot);\n`;
  this.callback(null, prologue + source + epilogue, map);
};
