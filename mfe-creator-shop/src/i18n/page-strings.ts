import { defineRemoteStrings, type LocaleLoaders } from '@ltk/i18n';
import en from './pages/en.json';

/**
 * The strings of the pages and sections that load in their own chunks (collections, product sets, gift guides, a
 * post, chat, the trending products, product search; namespace `mfe_creator_shop_pages`): kept out of the remote's
 * first chunk, so the shop's first load does not carry them. Registered on first use; react-i18next suspends a page
 * until the active locale's strings are in.
 */
const pageStrings = defineRemoteStrings('mfe_creator_shop_pages', {
  en,
  loaders: {
    'en-GB': () => import('./pages/en-GB.json').then((m) => m.default),
    fr: () => import('./pages/fr.json').then((m) => m.default),
    de: () => import('./pages/de.json').then((m) => m.default),
    zh: () => import('./pages/zh.json').then((m) => m.default),
    'zh-Hant': () => import('./pages/zh-Hant.json').then((m) => m.default),
    'es-ES': () => import('./pages/es-ES.json').then((m) => m.default),
    it: () => import('./pages/it.json').then((m) => m.default),
    pt: () => import('./pages/pt.json').then((m) => m.default),
    ko: () => import('./pages/ko.json').then((m) => m.default),
  } satisfies LocaleLoaders<typeof en>,
});

/** The pages' and sections' typed `t`. */
export const usePageStrings = () => pageStrings.useStrings();
