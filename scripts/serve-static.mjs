#!/usr/bin/env node
// Serves one app's dist/ like production: `node scripts/serve-static.mjs <dist> [port]`; without a port, the
// app's own port from apps.json (the app is the folder it runs in, as `npm run serve` in an app does).
import path from 'node:path';
import { APPS } from './lib/apps.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const [root = 'dist', portArg] = process.argv.slice(2);
const app = APPS.find((entry) => entry.dir === path.basename(process.cwd()));
const port = Number(portArg ?? process.env.PORT ?? app?.port ?? 3000);
const server = createStaticServer({ root, spa: true, log: process.env.LOG_REQUESTS === 'true' });
server.listen(port, () => console.log(`serving ${root} on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
