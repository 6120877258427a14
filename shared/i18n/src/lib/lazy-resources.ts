import type { i18n, Services } from 'i18next';
import { DEFAULT_LOCALE, type LocaleCode } from './locales';

/** Loads one locale of a namespace on demand (an `import()` of its strings, so the bundler splits it out). */
export type LocaleLoader<T> = () => Promise<T>;

/** The loaders of every non-English locale of a namespace (English is bundled: it is the fallback). */
export type LocaleLoaders<T> = Partial<Record<Exclude<LocaleCode, 'en'>, LocaleLoader<Partial<T>>>>;

/** A namespace whose English strings ship up front and whose other locales load on demand. */
export interface LazyResources<T extends Record<string, unknown>> {
  en: T;
  loaders: LocaleLoaders<T>;
}

/** The lazy namespaces of one i18next instance and the loads started for it. */
export interface LazyRegistry {
  instance: i18n;
  loaders: Map<string, LocaleLoaders<Record<string, unknown>>>;
  /** `lng|ns` to the (settled-once) load: true when the strings are in or nothing was to load, false on failure. */
  loads: Map<string, Promise<boolean>>;
  /** The language a `changeLanguage` is loading, until it is applied. */
  switchingTo: string | undefined;
}

// Keyed by the instance's services: react-i18next hands out a Proxy of the instance, which has the same services.
const registries = new WeakMap<Services, LazyRegistry>();

/** Gives an instance its registry (createI18n does this before init, so every instance it makes has one). */
export function attachLazyRegistry(instance: i18n): LazyRegistry {
  const registry: LazyRegistry = { instance, loaders: new Map(), loads: new Map(), switchingTo: undefined };
  registries.set(instance.services, registry);
  instance.on('languageChanging', (lng: string) => {
    registry.switchingTo = lng;
  });
  instance.on('languageChanged', (lng: string) => {
    if (registry.switchingTo === lng) registry.switchingTo = undefined;
  });
  return registry;
}

function registryOf(instance: i18n): LazyRegistry {
  const registry = registries.get(instance.services);
  if (!registry) throw new Error('@ltk/i18n: lazy resources need an instance made by createI18n');
  return registry;
}

/** Loads one namespace in one language once (a failure is logged, remembered, and leaves English in place). */
export function loadNamespace(registry: LazyRegistry, lng: string, ns: string): Promise<boolean> {
  const key = `${lng}|${ns}`;
  const started = registry.loads.get(key);
  if (started) return started;
  const loader = registry.loaders.get(ns)?.[lng as keyof LocaleLoaders<unknown>];
  if (!loader || registry.instance.hasResourceBundle(lng, ns)) return Promise.resolve(true);
  const load = loader().then(
    (strings) => {
      registry.instance.addResourceBundle(lng, ns, strings, true, true);
      return true;
    },
    (error: unknown) => {
      console.error(`[i18n] could not load ${ns} (${lng}); showing English`, error);
      return false;
    },
  );
  registry.loads.set(key, load);
  return load;
}

/** The part of i18next's backend connector used here (it is `any` in i18next's types). */
interface BackendConnector {
  /** A single code loads its fallback chain too (`fr` then `en`), as `changeLanguage` does. */
  load(language: string, namespaces: readonly string[], callback: () => void): void;
}

/** Loads every namespace of the instance in `lng` through i18next, so its own load state stays in step. */
function loadThroughI18next(instance: i18n, lng: string): Promise<void> {
  const connector = instance.services.backendConnector as BackendConnector;
  const namespaces = ([] as string[]).concat(instance.options.ns ?? []);
  return new Promise((resolve) => connector.load(lng, namespaces, () => resolve()));
}

/**
 * Loads every registered namespace in `lng` (cached; never rejects: a failed chunk falls back to English).
 * Await it before `changeLanguage(lng)` so the switch shows no English.
 */
export function loadLocale(instance: i18n, lng: string): Promise<void> {
  registryOf(instance); // fails loudly for an instance createI18n did not make
  return loadThroughI18next(instance, lng);
}

/** Resolves once every registered namespace has the active language (and the one being switched to). */
export async function whenLocaleReady(instance: i18n): Promise<void> {
  const registry = registryOf(instance);
  const languages = new Set(
    [instance.language, registry.switchingTo].filter((lng): lng is string => Boolean(lng)),
  );
  await Promise.all([...languages].map((lng) => loadThroughI18next(instance, lng)));
}

/**
 * Adds a namespace: English now, other locales on demand. Starts loading the active language at once and
 * resolves when it is in (await it before the first render). Safe to call on every mount.
 */
export function registerLazyResources<T extends Record<string, unknown>>(
  instance: i18n,
  namespace: string,
  resources: LazyResources<T>,
): Promise<void> {
  const registry = registryOf(instance);
  registry.loaders.set(namespace, resources.loaders);
  instance.addResourceBundle(DEFAULT_LOCALE, namespace, resources.en, true, true);
  const namespaces = ([] as string[]).concat(instance.options.ns ?? []);
  if (!namespaces.includes(namespace)) instance.options.ns = [...namespaces, namespace];
  return whenLocaleReady(instance);
}
