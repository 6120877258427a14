import { searchPosts } from '../../src/catalog/search-catalog.js';
import type { CatalogContext } from '../../src/catalog/context.js';
import type { Queryable } from '../../src/db/db.js';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

/** Every page of a search as a client pages it (while page + 1 < nbPages), with or without a first tier of 40 posts. */
async function allPages(query: string, limit: number, firstTierSize?: number) {
  const ctx: CatalogContext = { db: recording(t.db), config: t.config };
  const pages = [];
  for (let page = 0; ; page += 1) {
    statements = [];
    // without a size the small test catalog (400 posts) has no tier: every match is ranked and counted
    const result = await searchPosts(ctx, { query, page, limit, childrenCount: 3, firstTierSize });
    const fromTier = !statements.some(
      (sql) => sql.includes('with hits') && !sql.includes('trending_score >= '),
    );
    pages.push({ ...result, fromTier });
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
      const full = await allPages(query, limit);
      const tiered = await allPages(query, limit, 40);
      expect(full.every((p) => !p.fromTier)).toBe(true);
      const ids = (pages: typeof full) =>
        pages.flatMap((p) => p.hits.map((h) => `${h.id}:${h.children.length}`));
      // the same hits in the same order, and every page of the full result reached
      expect(ids(tiered)).toEqual(ids(full));
      for (const page of tiered)
        if (page.fromTier) {
          // an estimate, never short of what the tier already holds: the client asks for the next page
          expect(page.nbPages).toBeGreaterThan(page.page + 1);
          expect(page.hits).toHaveLength(limit);
        } else expect(page.nbHits).toBe(full[0]!.nbHits);
    }
  },
);

test('the first tier answers common searches and falls back for the rest', async () => {
  const fromTier = [];
  for (const query of QUERIES) fromTier.push(...(await allPages(query, 3, 40)).map((p) => p.fromTier));
  expect(fromTier).toContain(true);
  expect(fromTier).toContain(false);
});

test('a creator’s shop search and recent ranking are not tiered', async () => {
  const ctx: CatalogContext = { db: recording(t.db), config: t.config };
  statements = [];
  await searchPosts(ctx, {
    query: 'bag',
    page: 0,
    limit: 3,
    childrenCount: 0,
    ranking: 'recent',
    firstTierSize: 40,
  });
  expect(statements.some((sql) => sql.includes('trending_score >= '))).toBe(false);
});
