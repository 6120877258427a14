import { registerLazyResources, whenLocaleReady } from '@ltk/i18n';
import type { i18n } from 'i18next';
import en from './en.json';
import { LOADERS, NAMESPACE } from './resources';

const registered = new WeakSet<i18n>();

/**
 * Adds this remote's namespace to an i18next instance once (safe to call during render); resolves once the
 * active locale is in.
 */
export function ensureResources(instance: i18n): Promise<void> {
  if (registered.has(instance)) return whenLocaleReady(instance);
  registered.add(instance);
  return registerLazyResources(instance, NAMESPACE, { en, loaders: LOADERS });
}
