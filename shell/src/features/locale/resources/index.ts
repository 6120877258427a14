import type { LocaleCode } from '@ltk/i18n';
import { shellUiDe } from './de';
import { shellUiEn, type ShellUiResources } from './en';
import { shellUiEnGb } from './en-gb';
import { shellUiEsEs } from './es-es';
import { shellUiFr } from './fr';
import { shellUiIt } from './it';
import { shellUiKo } from './ko';
import { shellUiPt } from './pt';
import { shellUiZh } from './zh';
import { shellUiZhHant } from './zh-hant';

/** The shell features' strings in every supported locale (flat dotted keys). */
export const SHELL_UI_RESOURCES: Record<LocaleCode, ShellUiResources> = {
  en: shellUiEn,
  'en-GB': shellUiEnGb,
  fr: shellUiFr,
  de: shellUiDe,
  zh: shellUiZh,
  'zh-Hant': shellUiZhHant,
  'es-ES': shellUiEsEs,
  it: shellUiIt,
  pt: shellUiPt,
  ko: shellUiKo,
};
