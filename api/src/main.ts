import { DataDirLockedError } from './db/data-dir-lock.js';
import { buildApp } from './app.js';
import { loadConfig, productionProblems } from './config.js';
import { migrate } from './db/migrate.js';
import { openDb } from './db/open-db.js';
import { seedIfEmpty } from './seed/seed-if-empty.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(`api: refusing to start in production:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  if (config.demo)
    console.log(
      'api: DEMO MODE (LTK_DEMO=true): demo accounts seeded (staff@shopltk.test can impersonate), any localhost origin may call with credentials. Never in production.',
    );
  const db = await openDb(config);
  await migrate(db, config.migrationsDir);
  const seeded = await seedIfEmpty(db, {
    seed: config.seed,
    scale: config.scale,
    demoAccounts: config.demo,
    log: (line) => console.log(line),
  });
  if (seeded) console.log(`seeded ${seeded.scale} catalog (seed ${seeded.seed}) in ${seeded.ms} ms`);
  const app = await buildApp({ db, config, logger: true });
  const close = async (): Promise<void> => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `api listening on ${config.publicUrl} (${db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  // A folder in use is an operator's situation, not a crash: its message says what to do.
  if (error instanceof DataDirLockedError) console.error(`api: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
