const fs = require('node:fs');
const path = require('node:path');

const APPS_FILE = path.join(__dirname, '../../../apps.json');

/**
 * An app's MF name and port from the workspace's one `apps.json`, found by its folder; the port is overridable
 * by env (`mfe-product` -> `MFE_PRODUCT_PORT`), as in `scripts/lib/apps.mjs`.
 * @param {string} dir the app's folder (its webpack config's `import.meta.dirname`)
 * @param {{ name?: string, port?: number }} [explicit] for a build outside the composed site (tests): wins over apps.json
 * @returns {{ name: string, port: number }}
 */
function appEntry(dir, explicit = {}) {
  if (explicit.name && explicit.port) return { name: explicit.name, port: explicit.port };
  /** @type {{ apps: Array<{ name: string, dir: string, port: number }> }} */
  const manifest = JSON.parse(fs.readFileSync(APPS_FILE, 'utf8'));
  const folder = path.basename(dir);
  const app = manifest.apps.find((entry) => entry.dir === folder);
  if (!app) throw new Error(`@ltk/mf-config: ${folder} is not listed in apps.json`);
  const fromEnv = process.env[`${folder.toUpperCase().replace(/-/g, '_')}_PORT`];
  return { name: app.name, port: Number(fromEnv ?? app.port) };
}

module.exports = { appEntry };
