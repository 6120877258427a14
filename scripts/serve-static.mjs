#!/usr/bin/env node
// Serves one app's dist/ like production: `node scripts/serve-static.mjs <dist> [port]`; without a port, the
// app's own port from apps.json (the app is the folder it runs in, as `npm run serve` in an app does).
// The shell's dist/ goes through the shell's own server side (share previews, preloads and the first screen: shell's
// src/server, built into shell/dist-server by the shell's build), reading the api at API_BASE_URL; PUBLIC_ORIGIN is
// the site's public origin for canonical URLs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_URL, APPS, ROOT, SHELL } from './lib/apps.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const [root = 'dist', portArg] = process.argv.slice(2);
const app =
  APPS.find((entry) => path.resolve(ROOT, entry.dir, 'dist') === path.resolve(root)) ??
  APPS.find((entry) => entry.dir === path.basename(process.cwd()));
const port = Number(portArg ?? process.env.PORT ?? app?.port ?? 3000);
// The composed site's origins (a remote's standalone harness calls the api; the shell adds its registry's origins).
const origins = [API_URL, ...APPS.map((entry) => `http://localhost:${entry.port}`)];
const log = process.env.LOG_REQUESTS === 'true';
/** The shell's rendering of its HTML, from its build (`npm run pnpm -- --filter @ltk/shell build`). */
async function shellRender() {
  const built = path.join(ROOT, SHELL.dir, 'dist-server', 'shell-server.mjs');
  if (!existsSync(built)) throw new Error(`${built} is missing: build the shell first`);
  /** @type {{ createShellRender: (options: { root: string, apiBaseUrl: string, origin: string }) =>
   *   NonNullable<Parameters<typeof createStaticServer>[0]['render']> }} */
  const { createShellRender } = await import(pathToFileURL(built).href);
  return createShellRender({
    root,
    apiBaseUrl: API_URL,
    origin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
  });
}
const render = app === SHELL ? await shellRender() : undefined;
const server = createStaticServer({ root, spa: true, log, origins, render });
server.listen(port, () => console.log(`serving ${root} on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
