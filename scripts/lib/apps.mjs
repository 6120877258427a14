// The composed site: every app, its folder, MF name and default port, from the one `apps.json` at the root.
// Each port is overridable by env: `SHELL_PORT`, `MFE_PRODUCT_PORT`, ... (the folder name in upper snake case), `API_PORT`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * @typedef {{ name: string, dir: string, package: string, port: number, owns: string }} AppEntry
 * @typedef {{ pkg: string, dir: string, name: string, port: number }} App
 */

/** @type {{ apps: AppEntry[], api: Omit<AppEntry, 'name'> }} */
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));

/** `mfe-product` -> `MFE_PRODUCT_PORT`. @param {string} dir */
const portEnvName = (dir) => `${dir.toUpperCase().replace(/-/g, '_')}_PORT`;

/** @param {{ dir: string, port: number }} app */
const portOf = (app) => Number(process.env[portEnvName(app.dir)] ?? app.port);

/** @type {App[]} */
export const APPS = manifest.apps.map((app) => ({
  pkg: app.package,
  dir: app.dir,
  name: app.name,
  port: portOf(app),
}));

export const API_PORT = portOf(manifest.api);
export const API_URL = process.env.API_BASE_URL ?? `http://localhost:${API_PORT}`;
/** @type {App} */
export const SHELL = /** @type {App} */ (APPS.find((app) => app.name === 'shell'));
export const REMOTES = APPS.filter((app) => app !== SHELL);

export const DEMO_ACCOUNTS = [
  { email: 'demo@shopltk.test', password: 'demo-password', note: 'likes, wishes, follows and carts' },
  { email: 'fresh@shopltk.test', password: 'fresh-password', note: 'no signed policies (legal modal)' },
  {
    email: 'staff@shopltk.test',
    password: 'staff-password',
    note: 'impersonation: at /login, "Staff: sign in as a shopper" demo@shopltk.test',
  },
];

/**
 * The shell's /runtime-config.json for apps served from localhost ports.
 * @param {{ overridesEnabled?: boolean, allowedOrigins?: string[] }} [options]
 */
export function runtimeConfig({ overridesEnabled = true, allowedOrigins } = {}) {
  return {
    apiBaseUrl: API_URL,
    brand: 'LTK',
    env: 'production',
    // Section 9's console level for every app of the page (debug, info, log, warn, error).
    logLevel: process.env.WEB_LOG_LEVEL || 'info',
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
