import { STORAGE_KEYS, type RemoteName, type ShellRuntimeConfig } from '@ltk/contracts';
import type { I18n } from '@ltk/i18n';
import type { OverrideDecision } from './overrides';
import type { ResolveOptions } from './resolve-overrides';

const OVERRIDE_QUERY = /[?&]override(?:-reset)?(?:=|&|$)/;

/** True when the visit asks for overrides (query) or remembers some (storage): only then is the parser loaded. */
function overridesRequested({ location, storage }: ResolveOptions): boolean {
  if (OVERRIDE_QUERY.test(location.search)) return true;
  try {
    return Boolean(storage?.getItem(STORAGE_KEYS.remoteOverrides));
  } catch {
    return false;
  }
}

/**
 * The registry to load remotes from: the deployed one, plus allowed developer overrides when the visit
 * asks for any (see resolve-overrides.ts). A normal visit does not download the override rules.
 */
export async function resolveRegistry(
  config: ShellRuntimeConfig,
  options: ResolveOptions,
): Promise<{
  registry: Record<RemoteName, string>;
  accepted: OverrideDecision[];
  refused: OverrideDecision[];
  /** Shows the overrides badge (overrides enabled and some active or refused). */
  showBadge?: (i18n: I18n) => void;
}> {
  if (!overridesRequested(options)) return { registry: { ...config.remotes }, accepted: [], refused: [] };
  const { resolveOverrides } = await import(/* webpackChunkName: "overrides" */ './resolve-overrides');
  return resolveOverrides(config, options);
}
