import type { I18n } from '@ltk/i18n';
import { registerResources } from '@ltk/i18n';
import de from './de.json';
import en from './en.json';
import enGb from './en-GB.json';
import esEs from './es-ES.json';
import fr from './fr.json';
import it from './it.json';
import ko from './ko.json';
import pt from './pt.json';
import zh from './zh.json';
import zhHant from './zh-Hant.json';

/** i18n namespace of this remote (its MF name). */
export const DISCOVER_NS = 'mfe_discover';

/** Adds the remote's strings to the shared i18next instance (idempotent). */
export function registerDiscoverI18n(i18n: I18n): void {
  registerResources(i18n, DISCOVER_NS, {
    en,
    'en-GB': enGb,
    fr,
    de,
    zh,
    'zh-Hant': zhHant,
    'es-ES': esEs,
    it,
    pt,
    ko,
  });
}
