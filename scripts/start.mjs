#!/usr/bin/env node
// `npm start`: install, build the api and every app, then serve the composed production site.
import { buildAll, install, printWelcome, startApi, startApps, writeRuntimeConfig } from './lib/compose.mjs';
import { stopAll } from './lib/processes.mjs';

const skipBuild = process.argv.includes('--no-build');

async function main() {
  if (!skipBuild) {
    await install();
    await buildAll();
  }
  writeRuntimeConfig();
  await startApi();
  await startApps();
  printWelcome();
}

const shutdown = async (code) => {
  await stopAll();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error) => {
  console.error(error);
  await shutdown(1);
});
