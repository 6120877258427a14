import { REMOTE_NAMES, STORAGE_KEYS, type RemoteName, type ShellRuntimeConfig } from '@ltk/contracts';

/** Query parameter: `?override=mfe_product=http://localhost:3103/mf-manifest.json` (repeatable). */
export const OVERRIDE_PARAM = 'override';
/** Query flag that forgets every stored override. */
export const OVERRIDE_RESET_PARAM = 'override-reset';

export type Overrides = Partial<Record<RemoteName, string>>;

export interface OverrideDecision {
  remote: string;
  url: string;
  reason?: 'disabled' | 'unknown-remote' | 'invalid-url' | 'origin-not-allowed';
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** Overrides asked for by the query string (`override=name=url`). */
export function overridesFromQuery(search: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
    const at = value.indexOf('=');
    if (at > 0) result[value.slice(0, at)] = value.slice(at + 1);
  }
  return result;
}

/** Overrides saved by an earlier visit. Malformed storage is ignored. */
export function overridesFromStorage(storage: Pick<Storage, 'getItem'> | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.remoteOverrides) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function decide(
  remote: string,
  url: string,
  policy: ShellRuntimeConfig['overrides'],
  base: string,
): OverrideDecision {
  if (!policy.enabled) return { remote, url, reason: 'disabled' };
  if (!isRemoteName(remote)) return { remote, url, reason: 'unknown-remote' };
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return { remote, url, reason: 'invalid-url' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { remote, url, reason: 'invalid-url' };
  const allowed = policy.allowedOrigins.some((origin) =>
    origin === '*' ? false : new URL(origin).origin === parsed.origin,
  );
  if (!allowed) return { remote, url, reason: 'origin-not-allowed' };
  return { remote, url: parsed.href };
}

/**
 * Applies developer overrides to the registry, only when the runtime config enables them and only to
 * allowed origins, so a link can never make the site load foreign code. Refusals are returned, not thrown.
 */
export function applyOverrides(
  registry: Record<RemoteName, string>,
  requested: Record<string, string>,
  policy: ShellRuntimeConfig['overrides'],
  base: string,
): { registry: Record<RemoteName, string>; accepted: OverrideDecision[]; refused: OverrideDecision[] } {
  const next = { ...registry };
  const accepted: OverrideDecision[] = [];
  const refused: OverrideDecision[] = [];
  for (const [remote, url] of Object.entries(requested)) {
    const decision = decide(remote, url, policy, base);
    if (decision.reason) refused.push(decision);
    else {
      next[remote as RemoteName] = decision.url;
      accepted.push(decision);
    }
  }
  return { registry: next, accepted, refused };
}
