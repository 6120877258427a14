import type { I18n } from '@ltk/i18n';
import { SHELL_UI_RESOURCES } from './resources';

/** Namespace of the header, auth, error, banner and loading strings. */
export const SHELL_UI_NS = 'shell-ui';

function nest(flat: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1] as string] = value;
  }
  return root;
}

/** Adds the shell-feature strings of all 10 locales to an i18next instance (idempotent). */
export function registerShellUiStrings(i18n: I18n): void {
  for (const [code, strings] of Object.entries(SHELL_UI_RESOURCES)) {
    i18n.addResourceBundle(code, SHELL_UI_NS, nest(strings), true, true);
  }
  const namespaces = ([] as string[]).concat(i18n.options.ns ?? []);
  if (!namespaces.includes(SHELL_UI_NS)) i18n.options.ns = [...namespaces, SHELL_UI_NS];
}
