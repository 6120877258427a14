import { defineRemoteStrings, type LocaleLoaders } from '@ltk/i18n';
import en from './en.json';

/** This remote's strings (namespace: its MF name): English ships with the remote, other locales load on demand. */
export const strings = defineRemoteStrings('mfe_creator_shop', {
  en,
  loaders: {
    'en-GB': () => import('./en-GB.json').then((m) => m.default),
    fr: () => import('./fr.json').then((m) => m.default),
    de: () => import('./de.json').then((m) => m.default),
    zh: () => import('./zh.json').then((m) => m.default),
    'zh-Hant': () => import('./zh-Hant.json').then((m) => m.default),
    'es-ES': () => import('./es-ES.json').then((m) => m.default),
    it: () => import('./it.json').then((m) => m.default),
    pt: () => import('./pt.json').then((m) => m.default),
    ko: () => import('./ko.json').then((m) => m.default),
  } satisfies LocaleLoaders<typeof en>,
});
