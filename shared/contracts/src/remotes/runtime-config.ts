/** MF names of the remotes. */
export const REMOTE_NAMES = [
  'mfe_discover',
  'mfe_creator_shop',
  'mfe_product',
  'mfe_search',
  'mfe_cart',
  'mfe_account',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What every app needs at runtime (the shell reads it from /runtime-config.json). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  brand: string;
  env: 'production' | 'development';
}

/** The shell's /runtime-config.json, written by deploy. */
export interface ShellRuntimeConfig extends RuntimeConfig {
  remotes: Record<RemoteName, string>;
  overrides: { enabled: boolean; allowedOrigins: string[] };
}
