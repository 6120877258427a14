#!/usr/bin/env node
// Serves one app's dist/ like production: `node scripts/serve-static.mjs <dist> [port]`; without a port, the
// app's own port from apps.json (the app is the folder it runs in, as `npm run serve` in an app does).
import path from 'node:path';
import { API_URL, APPS } from './lib/apps.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const [root = 'dist', portArg] = process.argv.slice(2);
const app = APPS.find((entry) => entry.dir === path.basename(process.cwd()));
const port = Number(portArg ?? process.env.PORT ?? app?.port ?? 3000);
// The composed site's origins (a remote's standalone harness calls the api; the shell adds its registry's origins).
const origins = [API_URL, ...APPS.map((entry) => `http://localhost:${entry.port}`)];
const server = createStaticServer({ root, spa: true, log: process.env.LOG_REQUESTS === 'true', origins });
server.listen(port, () => console.log(`serving ${root} on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
