// The composed site: every app, its folder, MF name and default port (each overridable by env).
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const APPS = [
  { pkg: '@ltk/shell', dir: 'shell', name: 'shell', port: Number(process.env.SHELL_PORT ?? 3000) },
  {
    pkg: '@ltk/mfe-discover',
    dir: 'mfe-discover',
    name: 'mfe_discover',
    port: Number(process.env.MFE_DISCOVER_PORT ?? 3001),
  },
  {
    pkg: '@ltk/mfe-creator-shop',
    dir: 'mfe-creator-shop',
    name: 'mfe_creator_shop',
    port: Number(process.env.MFE_CREATOR_SHOP_PORT ?? 3002),
  },
  {
    pkg: '@ltk/mfe-product',
    dir: 'mfe-product',
    name: 'mfe_product',
    port: Number(process.env.MFE_PRODUCT_PORT ?? 3003),
  },
  {
    pkg: '@ltk/mfe-search',
    dir: 'mfe-search',
    name: 'mfe_search',
    port: Number(process.env.MFE_SEARCH_PORT ?? 3004),
  },
  {
    pkg: '@ltk/mfe-cart',
    dir: 'mfe-cart',
    name: 'mfe_cart',
    port: Number(process.env.MFE_CART_PORT ?? 3005),
  },
  {
    pkg: '@ltk/mfe-account',
    dir: 'mfe-account',
    name: 'mfe_account',
    port: Number(process.env.MFE_ACCOUNT_PORT ?? 3006),
  },
];

export const API_PORT = Number(process.env.API_PORT ?? 4000);
export const API_URL = process.env.API_BASE_URL ?? `http://localhost:${API_PORT}`;
export const SHELL = APPS[0];
export const REMOTES = APPS.slice(1);

export const DEMO_ACCOUNTS = [
  { email: 'demo@shopltk.test', password: 'demo-password', note: 'likes, wishes, follows and carts' },
  { email: 'fresh@shopltk.test', password: 'fresh-password', note: 'no signed policies (legal modal)' },
  {
    email: 'staff@shopltk.test',
    password: 'staff-password',
    note: 'impersonation: add impersonate=demo@shopltk.test',
  },
];

/** The shell's /runtime-config.json for apps served from localhost ports. */
export function runtimeConfig({ overridesEnabled = true, allowedOrigins } = {}) {
  return {
    apiBaseUrl: API_URL,
    brand: 'LTK',
    env: 'production',
    remotes: Object.fromEntries(
      REMOTES.map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
    ),
    overrides: {
      enabled: overridesEnabled,
      // Local development origins only: each remote's port + 100 is where a developer serves a copy of it.
      allowedOrigins: allowedOrigins ?? REMOTES.map((app) => `http://localhost:${app.port + 100}`),
    },
  };
}
