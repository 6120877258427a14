import type { i18n } from 'i18next';
import type { LocaleCode } from './locales';

/** Strings of one namespace: English required (it defines the keys), other locales optional per key. */
export type NamespaceResources<T extends Record<string, unknown>> = { en: T } & Partial<
  Record<Exclude<LocaleCode, 'en'>, Partial<T>>
>;

/** Adds (or replaces) one namespace's strings in every given locale; safe to call on every mount. */
export function registerResources<T extends Record<string, unknown>>(
  instance: i18n,
  namespace: string,
  resources: NamespaceResources<T>,
): void {
  for (const [code, strings] of Object.entries(resources)) {
    if (strings) instance.addResourceBundle(code, namespace, strings, true, true);
  }
  if (!instance.options.ns || !([] as string[]).concat(instance.options.ns).includes(namespace)) {
    instance.options.ns = [...([] as string[]).concat(instance.options.ns ?? []), namespace];
  }
}
