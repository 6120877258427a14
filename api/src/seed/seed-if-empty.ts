import type { Db } from '../db/db.js';
import { seedDemoAccounts } from '../identity/demo/seed-demo-accounts.js';
import { attachDemoVideos } from './attach-demo-videos.js';
import { seedCatalog } from './seed-catalog.js';
import type { SeedOptions, SeedReport } from './seed-catalog.js';

/**
 * Seeds the catalog on first start (no `seed_info` rows yet); returns null when already seeded. `demoAccounts` (demo
 * mode and tests only) adds the demo accounts after the catalog (idempotent; recreates missing accounts and the demo
 * shopper's state). Every time, the demo posts get their videos (attachDemoVideos).
 */
export async function seedIfEmpty(
  db: Db,
  options: SeedOptions & { demoAccounts: boolean },
): Promise<SeedReport | null> {
  const existing = await db.query('select 1 from seed_info limit 1');
  const report = existing.rows.length > 0 ? null : await seedCatalog(db, options);
  await attachDemoVideos(db);
  if (options.demoAccounts) await seedDemoAccounts(db);
  return report;
}
