import { DataDirLockedError } from '../db/data-dir-lock.js';
import { loadConfig, SCALES, type Scale } from '../config.js';
import { migrate } from '../db/migrate.js';
import { openDb } from '../db/open-db.js';
import { seedCatalog } from './seed-catalog.js';
import { seedDemoAccounts } from '../identity/demo/seed-demo-accounts.js';

const CATALOG_TABLES = [
  'shop_products',
  'shop_product_collections',
  'collection_items',
  'collections',
  'products',
  'posts',
  'media_objects',
  'product_details',
  'variants',
  'retailer_products',
  'profiles',
  'retailers',
  'categories',
  'gift_guide_categories',
  'search_terms',
  'seed_info',
];

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** `pnpm seed [--scale small|default|large] [--seed N]`: replaces the catalog (user rows that reference it go too). */
async function main(): Promise<void> {
  const config = loadConfig();
  const scale = arg('scale') ?? config.scale;
  const seed = Number(arg('seed') ?? config.seed);
  if (!SCALES.includes(scale as Scale))
    throw new Error(`--scale must be one of ${SCALES.join(', ')}, not ${scale}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer, not ${arg('seed')}`);
  const db = await openDb(config);
  try {
    await migrate(db, config.migrationsDir);
    await db.exec(`truncate ${CATALOG_TABLES.join(', ')} cascade`);
    const report = await seedCatalog(db, { seed, scale: scale as Scale, log: (line) => console.log(line) });
    console.log(
      `seeded ${report.scale} catalog (seed ${report.seed}) in ${report.ms} ms: ${JSON.stringify(report.counts)}`,
    );
    // Demo mode only: the demo accounts and the demo shopper's state (truncate cascade removed it).
    if (config.demo) await seedDemoAccounts(db);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  // A folder in use is an operator's situation, not a crash: its message says what to do.
  if (error instanceof DataDirLockedError) console.error(`seed: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
