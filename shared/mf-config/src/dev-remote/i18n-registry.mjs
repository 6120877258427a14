// A dev remote's own copy of @ltk/i18n (its hooks must run on the dev remote's React, dev-remote.cjs) gets this
// module for its lazy-resources.ts: the package's file, with the functions that use the strings registry taken from
// the shell's copy. The i18n instance is the shell's, and its registry lives in the shell's copy of that file.
export * from '../../../i18n/src/lib/lazy-resources.ts';
export { loadLocale, registerLazyResources, whenLocaleReady } from '@ltk/mf-config/impl/shell-i18n';
