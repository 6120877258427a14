import { STORAGE_KEYS, type RemoteName, type ShellRuntimeConfig } from '@ltk/contracts';
import { logger } from '@ltk/contracts/log';
import type { I18n } from '@ltk/i18n';
import { OVERRIDE_RESET_PARAM, applyOverrides, overridesFromQuery, overridesFromStorage } from './overrides';

export interface ResolveOptions {
  location: Pick<Location, 'search' | 'href'>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  warn?: (message: string) => void;
}

/**
 * The registry to load remotes from: the deployed one plus allowed overrides (query first, then storage).
 * Accepted query overrides are remembered in storage, refused ones are warned about and never loaded. Where the
 * runtime config enables overrides and some are active or refused, `showBadge` lists them on the page (a chunk of
 * its own, override-badge.tsx).
 */
export function resolveOverrides(
  config: ShellRuntimeConfig,
  { location, storage, warn = logger.warn }: ResolveOptions,
) {
  const query = new URLSearchParams(location.search);
  if (query.has(OVERRIDE_RESET_PARAM)) storage?.removeItem(STORAGE_KEYS.remoteOverrides);
  const stored = overridesFromStorage(storage);
  const fromQuery = overridesFromQuery(location.search);
  const result = applyOverrides(config.remotes, { ...stored, ...fromQuery }, config.overrides, location.href);
  for (const refusal of result.refused) {
    warn(
      `[shell] override refused for ${refusal.remote} -> ${refusal.url} (${refusal.reason}); using the deployed remote`,
    );
  }
  for (const { remote, url } of result.accepted) logger.info(`[shell] override: ${remote} -> ${url}`);
  if (Object.keys(fromQuery).length > 0 && storage) {
    const keep: Record<string, string> = {};
    for (const { remote, url } of result.accepted) keep[remote] = url;
    if (Object.keys(keep).length > 0) storage.setItem(STORAGE_KEYS.remoteOverrides, JSON.stringify(keep));
  }
  const { accepted, refused } = result;
  const showBadge =
    config.overrides.enabled && (accepted.length > 0 || refused.length > 0)
      ? (i18n: I18n) =>
          void import('./override-badge').then(
            ({ mountOverrideBadge, resetOverrides }) =>
              mountOverrideBadge(i18n, { accepted, refused, onReset: () => resetOverrides(storage) }),
            (error: unknown) => logger.warn('[shell] the overrides badge could not load', error),
          )
      : undefined;
  return { ...result, showBadge } as { registry: Record<RemoteName, string> } & typeof result & {
      showBadge?: (i18n: I18n) => void;
    };
}
