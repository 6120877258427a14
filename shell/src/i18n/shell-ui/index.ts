import type { LocaleLoaders } from '@ltk/i18n';
import type { ShellUiResources } from './en';

/**
 * The shell features' strings outside English (flat dotted keys), one chunk per locale. Unnamed chunks: a name would
 * sit in the chunk map every page downloads (main.js).
 */
export const SHELL_UI_LOADERS: LocaleLoaders<ShellUiResources> = {
  'en-GB': () => import('./en-gb').then((m) => m.shellUiEnGb),
  fr: () => import('./fr').then((m) => m.shellUiFr),
  de: () => import('./de').then((m) => m.shellUiDe),
  zh: () => import('./zh').then((m) => m.shellUiZh),
  'zh-Hant': () => import('./zh-hant').then((m) => m.shellUiZhHant),
  'es-ES': () => import('./es-es').then((m) => m.shellUiEsEs),
  it: () => import('./it').then((m) => m.shellUiIt),
  pt: () => import('./pt').then((m) => m.shellUiPt),
  ko: () => import('./ko').then((m) => m.shellUiKo),
};
