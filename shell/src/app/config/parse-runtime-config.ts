import { REMOTE_NAMES, type RemoteName, type ShellRuntimeConfig } from '@ltk/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Validates `/runtime-config.json`; throws with the first problem found. */
export function parseRuntimeConfig(raw: unknown): ShellRuntimeConfig {
  if (!isRecord(raw)) throw new Error('runtime config: not an object');
  const { apiBaseUrl, brand, env, remotes, overrides } = raw;
  if (typeof apiBaseUrl !== 'string' || !apiBaseUrl) throw new Error('runtime config: apiBaseUrl missing');
  if (!isRecord(remotes)) throw new Error('runtime config: remotes missing');
  const registry = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const url = remotes[name];
    if (typeof url !== 'string' || !url) throw new Error(`runtime config: no manifest URL for ${name}`);
    registry[name] = new URL(url, window.location.href).href;
  }
  const policy = isRecord(overrides) ? overrides : {};
  return {
    apiBaseUrl: apiBaseUrl.replace(/\/$/, ''),
    brand: typeof brand === 'string' && brand ? brand : 'LTK',
    env: env === 'development' ? 'development' : 'production',
    remotes: registry,
    overrides: {
      enabled: policy.enabled === true,
      allowedOrigins: Array.isArray(policy.allowedOrigins)
        ? policy.allowedOrigins.filter((o): o is string => typeof o === 'string')
        : [],
    },
  };
}
