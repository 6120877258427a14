import type { Queryable } from '../db/db.js';
import { LruMap } from '../lib/lru-map.js';
import { MEMORY_BUDGET } from '../lib/memory-budget.js';

/** A post's stored products array (post_products_json) as its JSON text, at a version. */
type StoredProducts = { version: number; text: string };

/**
 * Stored products arrays by post id, per database (versions are that database's). At the large scale an array is
 * ~4 KB: 5,000 posts (~140 feed pages) are ~20 MB, shared with the feeds' written products (feed-json.ts), which hold
 * the same text.
 */
const rememberedByDb = new WeakMap<Queryable, LruMap<string, StoredProducts>>();
const REMEMBERED_MAX = 5_000;
/** …and at most MEMORY_BUDGET.storedProducts of text (a string's length approximates its bytes; the seed's captions are one-byte text). */
const REMEMBERED_BYTES = {
  max: MEMORY_BUDGET.storedProducts,
  weigh: (held: StoredProducts) => held.text.length,
};

function rememberedOf(db: Queryable): LruMap<string, StoredProducts> {
  let remembered = rememberedByDb.get(db);
  if (!remembered) rememberedByDb.set(db, (remembered = new LruMap(REMEMBERED_MAX, REMEMBERED_BYTES)));
  return remembered;
}

/** What a bundle row carries for its products: the stored array's version (null: the post has none), then its text. */
export type ProductsColumns = { id: string; products_version?: number | null; products?: string | null };

/**
 * Sets `products` (the stored array's JSON text, or null) on every row that has a `products_version`: from what this
 * process holds at that version, else read in one statement for all the rows it lacks. A version is never reused
 * (migrations/006_post_products_version.sql), so a held text at the row's version is the current one. A text read
 * here may be newer than the row's version when a writer committed in between: it is used (the newest there is) and
 * held at its own version.
 */
export async function attachProducts(db: Queryable, rows: readonly ProductsColumns[]): Promise<void> {
  const remembered = rememberedOf(db);
  const missing: string[] = [];
  for (const row of rows) {
    if (row.products_version === undefined) continue;
    if (row.products_version === null) {
      row.products = null;
      continue;
    }
    const held = remembered.get(row.id);
    if (held !== undefined && held.version === row.products_version) row.products = held.text;
    else missing.push(row.id);
  }
  if (missing.length === 0) return;
  const { rows: read } = await db.query<{ post_id: string; version: number; text: string }>(
    'select post_id, version::float8 as version, products::text as text from post_products_json where post_id = any($1::text[])',
    [missing],
    { prepare: true },
  );
  const byPost = new Map(read.map((r) => [r.post_id, r]));
  for (const row of rows) {
    if (row.products_version === undefined || row.products_version === null || row.products !== undefined)
      continue;
    const found = byPost.get(row.id);
    // its products all went since the page statement read the post
    row.products = found?.text ?? null;
    if (found) remembered.set(row.id, { version: found.version, text: found.text });
  }
}
