import { defineRemoteStrings, type LocaleLoaders } from '@ltk/i18n';
import de from './de.json';
import en from './en.json';
import enGB from './en-GB.json';
import esES from './es-ES.json';
import fr from './fr.json';
import it from './it.json';
import ko from './ko.json';
import pt from './pt.json';
import zhHant from './zh-Hant.json';
import zh from './zh.json';

/**
 * The strings of 'More from {creator}' (namespace `mfe_product_more`), every locale in the section's chunk (five
 * lines each): the post page's first chunk carries none of them.
 */
export const moreStrings = defineRemoteStrings('mfe_product_more', {
  en,
  loaders: {
    'en-GB': () => Promise.resolve(enGB),
    fr: () => Promise.resolve(fr),
    de: () => Promise.resolve(de),
    zh: () => Promise.resolve(zh),
    'zh-Hant': () => Promise.resolve(zhHant),
    'es-ES': () => Promise.resolve(esES),
    it: () => Promise.resolve(it),
    pt: () => Promise.resolve(pt),
    ko: () => Promise.resolve(ko),
  } satisfies LocaleLoaders<typeof en>,
});
