import type { LocaleCode } from '../../lib/locales';
import { commonDe } from './de';
import { commonEn, type CommonResources } from './en';
import { commonEnGb } from './en-gb';
import { commonEsEs } from './es-es';
import { commonFr } from './fr';
import { commonIt } from './it';
import { commonKo } from './ko';
import { commonPt } from './pt';
import { commonZh } from './zh';
import { commonZhHant } from './zh-hant';

/** The `common` namespace in every supported locale. */
export const COMMON_RESOURCES: Record<LocaleCode, CommonResources> = {
  en: commonEn,
  'en-GB': commonEnGb,
  fr: commonFr,
  de: commonDe,
  zh: commonZh,
  'zh-Hant': commonZhHant,
  'es-ES': commonEsEs,
  it: commonIt,
  pt: commonPt,
  ko: commonKo,
};
