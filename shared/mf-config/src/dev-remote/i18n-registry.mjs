// A dev remote's own copy of @ltk/i18n (its hooks must run on the dev remote's React, dev-remote.cjs) gets this
// module for its lazy-resources.ts: the package's file, with the functions that use the strings registry taken from
// the shell's copy. The i18n instance is the shell's, and its registry lives in the shell's copy of that file.
// The query makes the package's file a module of its own (without it, it would be this module again: webpack names a
// replaced module by its original request).
export * from '../../../i18n/src/lib/lazy-resources.ts?package';
export { loadLocale, registerLazyResources, whenLocaleReady } from '@ltk/mf-config/impl/shell-i18n';
