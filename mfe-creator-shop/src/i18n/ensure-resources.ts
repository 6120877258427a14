import { registerResources } from '@ltk/i18n';
import type { i18n } from 'i18next';
import { NAMESPACE, RESOURCES } from './resources';

const registered = new WeakSet<i18n>();

/** Adds this remote's namespace to an i18next instance once (safe to call during render). */
export function ensureResources(instance: i18n): void {
  if (registered.has(instance)) return;
  registerResources(instance, NAMESPACE, RESOURCES);
  registered.add(instance);
}
