import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { registerLazyResources, whenLocaleReady, type LocaleLoaders } from './lazy-resources';

/** A plural form's key names its base key too: `items_one` is asked for as `items` with a count. */
type PluralBase<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** Every dotted path to a string in a nested resources object: `{ a: { b: '' } }` -> `'a.b'`. */
export type StringKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K | PluralBase<K>
    : T[K] extends Record<string, unknown>
      ? `${K}.${StringKey<T[K]>}`
      : never;
}[keyof T & string];

/** `t` of one namespace whose keys are checked against its English resources. */
export type TypedT<T> = (key: StringKey<T>, options?: Record<string, unknown>) => string;

/** A remote's (or the shell's) strings: one namespace, English bundled, every other locale loaded on demand. */
export interface RemoteStrings<T> {
  readonly namespace: string;
  /**
   * Adds the namespace to an i18next instance (once per instance) and resolves when the active locale is in:
   * a mount awaits it (`beforeMount`) so the first render shows no English to a French reader.
   */
  register(instance: i18n): Promise<void>;
  /** The typed `t` of this namespace; registers the namespace on first use when no mount did (tests, parcels). */
  useStrings(): { t: TypedT<T>; i18n: i18n };
  /** Renders its children once this namespace is registered (tests and parcels that render a feature alone). */
  WithStrings(props: { children: ReactNode }): ReactNode;
}

/**
 * Defines a namespace's strings once: `export const strings = defineRemoteStrings('mfe_product', { en, loaders })`,
 * then `strings.register` in the lifecycles' `beforeMount` and `strings.useStrings()` in components.
 */
export function defineRemoteStrings<T extends Record<string, unknown>>(
  namespace: string,
  resources: { en: T; loaders: LocaleLoaders<T> },
): RemoteStrings<T> {
  const registered = new WeakSet<i18n>();
  const register = (instance: i18n): Promise<void> => {
    if (registered.has(instance)) return whenLocaleReady(instance);
    registered.add(instance);
    return registerLazyResources(instance, namespace, resources);
  };
  const strings: RemoteStrings<T> = {
    namespace,
    register,
    WithStrings({ children }) {
      strings.useStrings();
      return children;
    },
    useStrings() {
      // English is added before this namespace's `useTranslation`, so the first render does not suspend.
      const { i18n: instance } = useTranslation();
      useState(() => void register(instance));
      const { t } = useTranslation(namespace);
      // The key type is checked here, against the English resources; i18next sees a plain string key.
      const translate = t as (key: string, options: Record<string, unknown>) => string;
      return { t: (key, options) => translate(key, options ?? {}), i18n: instance };
    },
  };
  return strings;
}
