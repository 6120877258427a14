import type { NamespaceResources } from '@ltk/i18n';
import de from './de.json';
import en from './en.json';
import enGB from './en-GB.json';
import esES from './es-ES.json';
import fr from './fr.json';
import it from './it.json';
import ko from './ko.json';
import pt from './pt.json';
import zh from './zh.json';
import zhHant from './zh-Hant.json';

/** i18next namespace of this remote (its MF name). */
export const NAMESPACE = 'mfe_creator_shop';

export type Strings = typeof en;

/** Strings of this remote in the 10 locales of section 9. */
export const RESOURCES: NamespaceResources<Strings> = {
  en,
  'en-GB': enGB,
  fr,
  de,
  zh,
  'zh-Hant': zhHant,
  'es-ES': esES,
  it,
  pt,
  ko,
};
