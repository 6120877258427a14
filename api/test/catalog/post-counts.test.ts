import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';
import type { Queryable } from '../../src/db/db.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Counts = { published: number; featured: number };

/** The stored totals (post_counts) and the ones a count of the table gives, as seen by `db`. */
async function counts(db: Queryable): Promise<{ stored: Counts; counted: Counts }> {
  const stored = await db.query<{ name: keyof Counts; n: number }>(
    'select name, n::int as n from post_counts',
  );
  const counted = await db.query<Counts>(
    `select count(*) filter (where status = 'published')::int as published,
            count(*) filter (where status = 'published' and featured)::int as featured from posts`,
  );
  return {
    stored: Object.fromEntries(stored.rows.map((r) => [r.name, r.n])) as Counts,
    counted: counted.rows[0]!,
  };
}

const COPY_COLUMNS =
  'profile_id, title, caption, hero_width, hero_height, hashtags, featured, status, date_published, score_24h, trending_score, share_count, product_count, search_text';

/** Inserts copies of `n` featured published posts (new ids, hashes and seqs) in `db`. */
const insertCopies = (db: Queryable, n: number) =>
  db.query(
    `insert into posts (id, seq, hash, ${COPY_COLUMNS})
     select id || '-copy', seq + 1000000000, hash || '-copy', ${COPY_COLUMNS}
       from posts where featured and status = 'published' order by seq limit $1`,
    [n],
  );

const featuredTotal = async (): Promise<number> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v3/activities/posts/global/featured?limit=1&cb=${Math.random()}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ meta: { totalResults: number } }>().meta.totalResults;
};

const trendingTotal = async (): Promise<number> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v3/activities/posts/global/trending?limit=1&includes=ltks&cb=${Math.random()}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ meta: { totalResults: number } }>().meta.totalResults;
};

describe('stored post totals (post_counts)', () => {
  test('after the seed they equal a count of the posts, and the feeds report them', async () => {
    const { stored, counted } = await counts(t.db);
    expect(counted.featured).toBeGreaterThan(0);
    expect(counted.published).toBeGreaterThan(counted.featured);
    expect(stored).toEqual(counted);
    expect(await featuredTotal()).toBe(counted.featured);
    expect(await trendingTotal()).toBe(counted.published);
  });

  test('inserts, updates and deletes move them in the writer transaction; the feeds show them at once', async () => {
    const before = (await counts(t.db)).counted;
    try {
      await insertCopies(t.db, 3);
      expect(await counts(t.db)).toEqual({
        stored: { published: before.published + 3, featured: before.featured + 3 },
        counted: { published: before.published + 3, featured: before.featured + 3 },
      });
      expect(await featuredTotal()).toBe(before.featured + 3);
      expect(await trendingTotal()).toBe(before.published + 3);

      // unfeature one, unpublish another (a featured draft counts in neither), touch a score (moves nothing)
      await t.db.transaction(async (tx) => {
        await tx.query(
          "update posts set featured = false where id in (select id from posts where id like '%-copy' order by id limit 1)",
        );
        await tx.query(
          "update posts set status = 'draft' where id in (select id from posts where id like '%-copy' order by id desc limit 1)",
        );
        await tx.query("update posts set share_count = share_count + 1 where id like '%-copy'");
        const inside = await counts(tx);
        expect(inside.stored).toEqual(inside.counted);
        expect(inside.stored).toEqual({ published: before.published + 2, featured: before.featured + 1 });
      });
      expect(await featuredTotal()).toBe(before.featured + 1);
      expect(await trendingTotal()).toBe(before.published + 2);

      // publishing the draft again, in a statement that also deletes nothing
      await t.db.query("update posts set status = 'published' where id like '%-copy'");
      const republished = await counts(t.db);
      expect(republished.stored).toEqual(republished.counted);
      expect(republished.stored).toEqual({ published: before.published + 3, featured: before.featured + 2 });
    } finally {
      await t.db.query("delete from posts where id like '%-copy'");
    }
    expect(await counts(t.db)).toEqual({ stored: before, counted: before });
    expect(await featuredTotal()).toBe(before.featured);
  });

  test('a write that rolls back, and a truncate that rolls back, leave them as they were', async () => {
    const before = (await counts(t.db)).counted;
    await expect(
      t.db.transaction(async (tx) => {
        await insertCopies(tx, 2);
        expect((await counts(tx)).stored.featured).toBe(before.featured + 2);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await counts(t.db)).toEqual({ stored: before, counted: before });

    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('truncate posts cascade');
        expect(await counts(tx)).toEqual({
          stored: { published: 0, featured: 0 },
          counted: { published: 0, featured: 0 },
        });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await counts(t.db)).toEqual({ stored: before, counted: before });
    expect(await featuredTotal()).toBe(before.featured);
  });
});
