#!/usr/bin/env node
// `npm start`: install, build the api and every app, then serve the composed production site.
// `npm run start:scaled` (`--scaled`): the api as several processes (`API_WORKERS`, default 2) behind its one port, on
// one PostgreSQL server (`DATABASE_URL`, else a throwaway local cluster), sharing sessions, limits and throttling.
import { buildAll, install, printWelcome, startApi, startApps, writeRuntimeConfig } from './lib/compose.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { stopAll } from './lib/processes.mjs';

const skipBuild = process.argv.includes('--no-build');
const scaled = process.argv.includes('--scaled');
/** @type {{ url: string, stop: () => Promise<void> } | undefined} */
let postgres;

async function main() {
  if (!skipBuild) {
    await install();
    await buildAll();
  }
  writeRuntimeConfig();
  if (scaled) {
    const databaseUrl = process.env.DATABASE_URL ?? (postgres = await startThrowawayPostgres()).url;
    const workers = Number(process.env.API_WORKERS ?? 2);
    await startApi({ databaseUrl, workers });
    console.log(
      `api: ${workers} processes on ${postgres ? 'a throwaway PostgreSQL cluster' : 'DATABASE_URL'}`,
    );
  } else await startApi();
  await startApps();
  printWelcome();
}

const shutdown = async (code) => {
  await stopAll();
  await postgres?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error) => {
  console.error(error);
  await shutdown(1);
});
