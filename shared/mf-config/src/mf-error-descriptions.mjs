// Production builds replace @module-federation/error-codes' description tables with this (base-config.cjs),
// as React does with its error messages: a federation error still names its code (e.g. RUNTIME-008) and
// links to the page that explains it (module-federation.io/guide/troubleshooting/...), without shipping
// the sentences in the shell's entry and in every remoteEntry.js (about 0.5 KB gzip each).
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
