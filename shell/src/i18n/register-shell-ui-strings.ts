import { registerLazyResources, whenLocaleReady, type I18n, type LocaleLoaders } from '@ltk/i18n';
import { shellUiEn } from './shell-ui/en';
import { SHELL_UI_LOADERS } from './shell-ui';

/** Namespace of the header, auth, error, banner and loading strings. */
export const SHELL_UI_NS = 'shell-ui';

type Nested = Record<string, unknown>;

function nest(flat: Partial<Record<string, string>>): Nested {
  const root: Nested = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Nested;
    node[parts[parts.length - 1] as string] = value;
  }
  return root;
}

const nestedLoaders: LocaleLoaders<Nested> = Object.fromEntries(
  Object.entries(SHELL_UI_LOADERS).map(([code, load]) => [code, () => load().then(nest)]),
);

/** Adds the shell-feature strings: English now, the active locale on demand (idempotent). */
export function registerShellUiStrings(i18n: I18n): Promise<void> {
  return registerLazyResources(i18n, SHELL_UI_NS, { en: nest(shellUiEn), loaders: nestedLoaders });
}

/**
 * Registers the shell-feature strings and resolves once every namespace (common, shell, shell-ui) has the
 * active locale: await it before the shell's first render so a French reader never sees English.
 */
export async function readyShellUiStrings(i18n: I18n): Promise<void> {
  void registerShellUiStrings(i18n);
  await whenLocaleReady(i18n);
}
