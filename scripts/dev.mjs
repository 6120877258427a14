#!/usr/bin/env node
// `npm run dev`: the api plus every app's webpack dev server (or only those named: `npm run dev -- mfe-product`).
import path from 'node:path';
import { APPS, ROOT } from './lib/apps.mjs';
import { PNPM, background, pnpm, stopAll } from './lib/processes.mjs';

const wanted = process.argv.slice(2);
const apps = wanted.length
  ? APPS.filter((app) => wanted.includes(app.dir) || wanted.includes(app.name))
  : APPS;

async function main() {
  await pnpm(['--filter', '@ltk/api', 'build']);
  // The local compose is the demo: demo accounts and open localhost CORS (the api says so when it starts).
  background('api', 'node', ['dist/src/main.js'], { cwd: path.join(ROOT, 'api'), env: { LTK_DEMO: 'true' } });
  for (const app of apps)
    background(app.name, PNPM[0], [...PNPM[1], '--filter', app.pkg, 'dev'], {
      env: { NODE_ENV: 'development' },
    });
}

const shutdown = async () => {
  await stopAll();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
