import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { apiRoot, loadConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import { openPgliteDb } from '../db/pglite-db.js';

/** Writes `api/openapi.json` from the route schemas (an empty in-memory database; no seed needed). */
async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:4000',
  });
  const db = await openPgliteDb();
  await migrate(db, config.migrationsDir);
  const app = await buildApp({ db, config });
  await app.ready();
  const file = path.join(apiRoot(), 'openapi.json');
  fs.writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`wrote ${file} (${Object.keys((app.swagger() as { paths: object }).paths).length} paths)`);
  await app.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
