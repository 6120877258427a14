import { searchPosts } from '../../src/catalog/search-catalog.js';
import { createFirstTierIndex } from '../../src/catalog/search-first-tier.js';
import type { CatalogContext } from '../../src/catalog/context.js';
import type { Queryable } from '../../src/db/db.js';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // the small test catalog (400 posts) has no tier of its own: 40 posts
  await createFirstTierIndex(t.db, 40);
});
afterAll(() => t.close());

/** The statements of the searches, to tell which were answered from the first tier. */
let statements: string[] = [];
const recording = (db: Queryable): Queryable => ({
  query: (sql, params, options) => {
    statements.push(sql);
    return db.query(sql, params, options);
  },
  exec: (sql) => db.exec(sql),
});

/** Every page of a search as a client pages it (while page + 1 < nbPages), from the first tier or not. */
async function allPages(query: string, limit: number, tiered: boolean) {
  const ctx: CatalogContext = { db: recording(t.db), config: t.config };
  const pages = [];
  for (let page = 0; ; page += 1) {
    statements = [];
    const result = await searchPosts(ctx, { query, page, limit, childrenCount: 3, tiered });
    const fromTier = !statements.some(
      (sql) => sql.includes('with hits') && !sql.includes('trending_score >= '),
    );
    // answered by the tier's posts about the words, with no ranking of every match
    const fromSubject = !statements.some((sql) => sql.includes('count(*) over ()'));
    pages.push({ ...result, fromTier, fromSubject });
    if (page + 1 >= result.nbPages) return pages;
  }
}

const QUERIES = [
  'bag',
  'sneakers',
  'linen dress',
  'vase',
  'serum',
  'wide-leg jeans',
  'candle',
  'boots',
  'midi',
];

test.each(QUERIES)(
  '"%s": the first tier answers with the whole catalog’s hits, page by page',
  async (query) => {
    for (const limit of [3, 5]) {
      const full = await allPages(query, limit, false);
      const tiered = await allPages(query, limit, true);
      expect(full.every((p) => !p.fromTier)).toBe(true);
      const ids = (pages: typeof full) =>
        pages.flatMap((p) => p.hits.map((h) => `${h.id}:${h.children.length}`));
      // the same hits in the same order, and every page of the full result reached
      expect(ids(tiered)).toEqual(ids(full));
      // from the tier: an estimate, never short of what the tier holds, so the client asks for the next page;
      // otherwise the exact count
      const [fromTier, counted] = [tiered.filter((p) => p.fromTier), tiered.filter((p) => !p.fromTier)];
      expect(fromTier.filter((p) => p.nbPages <= p.page + 1 || p.hits.length !== limit)).toEqual([]);
      expect(counted.map((p) => p.nbHits)).toEqual(counted.map(() => full[0]!.nbHits));
    }
  },
);

test('the first tier answers common searches and falls back for the rest', async () => {
  const fromTier = [];
  const fromSubject = [];
  for (const query of QUERIES)
    for (const page of await allPages(query, 3, true)) {
      fromTier.push(page.fromTier);
      fromSubject.push(page.fromSubject);
    }
  expect(fromTier).toContain(true);
  expect(fromTier).toContain(false);
  // pages of posts about the words, from the tier's subject index alone (decision 0049)
  expect(fromSubject).toContain(true);
  expect(fromSubject).toContain(false);
});

test('recent ranking and a creator’s shop search are not tiered', async () => {
  const ctx: CatalogContext = { db: recording(t.db), config: t.config };
  statements = [];
  await searchPosts(ctx, { query: 'bag', page: 0, limit: 3, childrenCount: 0, ranking: 'recent' });
  const { rows } = await t.db.query<{ profile_id: string }>('select profile_id from posts limit 1');
  await searchPosts(ctx, {
    query: 'bag',
    page: 0,
    limit: 3,
    childrenCount: 0,
    profileId: rows[0]!.profile_id,
  });
  expect(statements.some((sql) => sql.includes('trending_score >= '))).toBe(false);
});
