import { registerResources, type NamespaceResources } from '@ltk/i18n';
import type { i18n } from 'i18next';
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

export const NAMESPACE = 'mfe_search';

export const RESOURCES: NamespaceResources<typeof en> = {
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

/** Adds this remote's strings to the shared i18next instance (idempotent). */
export function registerStrings(instance: i18n): void {
  registerResources(instance, NAMESPACE, RESOURCES);
}
