import type { RuntimeConfig } from '@ltk/contracts';

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';

/** Runtime config of a standalone harness: API_BASE_URL (inlined by the bundler) or localhost:4000. */
export function readEnvConfig(): RuntimeConfig {
  let apiBaseUrl: string | undefined;
  let production = false;
  try {
    apiBaseUrl = process.env.API_BASE_URL;
    production = process.env.NODE_ENV === 'production';
  } catch {
    // no `process` in this bundle: keep the defaults
  }
  return {
    apiBaseUrl: apiBaseUrl || DEFAULT_API_BASE_URL,
    brand: 'LTK',
    env: production ? 'production' : 'development',
  };
}
