#!/usr/bin/env node
// Serves one app's dist/ like production: `node scripts/serve-static.mjs <dist> [port]`; without a port, the
// app's own port from apps.json (the app is the folder it runs in, as `npm run serve` in an app does).
// The shell's dist/ is served by the shell's HTML server (share previews and hero preloads, see lib/html-server.mjs),
// reading the api at API_BASE_URL; PUBLIC_ORIGIN is the site's public origin for canonical URLs.
import path from 'node:path';
import { API_URL, APPS, ROOT, SHELL } from './lib/apps.mjs';
import { createShellServer } from './lib/html-server.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const [root = 'dist', portArg] = process.argv.slice(2);
const app =
  APPS.find((entry) => path.resolve(ROOT, entry.dir, 'dist') === path.resolve(root)) ??
  APPS.find((entry) => entry.dir === path.basename(process.cwd()));
const port = Number(portArg ?? process.env.PORT ?? app?.port ?? 3000);
// The composed site's origins (a remote's standalone harness calls the api; the shell adds its registry's origins).
const origins = [API_URL, ...APPS.map((entry) => `http://localhost:${entry.port}`)];
const log = process.env.LOG_REQUESTS === 'true';
const server =
  app === SHELL
    ? createShellServer({
        root,
        apiBaseUrl: API_URL,
        origin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
        log,
        origins,
      })
    : createStaticServer({ root, spa: true, log, origins });
server.listen(port, () => console.log(`serving ${root} on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
