import { bundleSelect, queryBundleRows } from '../../src/catalog/load-post-bundle.js';
import type { BundleRow } from '../../src/catalog/load-post-bundle.js';
import { attachColumns } from '../../src/catalog/post-columns.js';
import type { Queryable } from '../../src/db/db.js';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The test database, counting its statements; `before` runs ahead of the first statement that reads columns. */
const statements: { sql: string; params: unknown[] }[] = [];
let beforeColumns: (() => Promise<void>) | undefined;
let counting: Queryable;
beforeAll(() => {
  counting = {
    query: async (sql, params = [], options) => {
      if (beforeColumns && sql.includes('p.caption')) {
        const run = beforeColumns;
        beforeColumns = undefined;
        await run();
      }
      statements.push({ sql, params });
      return t.db.query(sql, params, options);
    },
    exec: (sql) => t.db.exec(sql),
  };
});

const INCLUDES = new Set(['profiles']);

async function readPosts(ids: string[]): Promise<BundleRow[]> {
  statements.length = 0;
  return queryBundleRows<BundleRow>(
    { db: counting, config: t.config },
    `${bundleSelect(INCLUDES)} where p.id = any($1::text[]) order by p.id`,
    [ids],
  );
}

/** Three posts of one creator and one of another. */
async function somePosts(): Promise<{ ids: string[]; creator: string }> {
  const { rows } = await t.db.query<{ id: string; profile_id: string }>(
    `select id, profile_id from posts where profile_id = (select profile_id from posts group by profile_id having count(*) >= 3 order by profile_id limit 1)
     order by id limit 3`,
  );
  const { rows: other } = await t.db.query<{ id: string }>(
    'select id from posts where profile_id <> $1 order by id limit 1',
    [rows[0]!.profile_id],
  );
  return { ids: [...rows.map((r) => r.id), other[0]!.id].sort(), creator: rows[0]!.profile_id };
}

const columnsOf = (row: BundleRow) => ({
  id: row.id,
  title: row.title,
  caption: row.caption,
  profile_id: row.profile_id,
  hashtags: row.hashtags,
  date_published: row.date_published,
  profile_display_name: row.profile_display_name,
  profile_followers_count: row.profile_followers_count,
});

describe("posts' and profiles' columns, held by row version (attachColumns)", () => {
  test('are read once, then taken from what is held while the rows stand; a write reads that row again', async () => {
    const { ids, creator } = await somePosts();
    const first = await readPosts(ids);
    expect(statements).toHaveLength(2); // the versions, then the columns
    expect(statements[0]!.sql).not.toContain('p.caption');
    expect(first.map((row) => row.id)).toEqual(ids);
    expect(
      first.every((row) => typeof row.title === 'string' && typeof row.profile_display_name === 'string'),
    ).toBe(true);

    const again = await readPosts(ids);
    expect(statements).toHaveLength(1);
    expect(again.map(columnsOf)).toEqual(first.map(columnsOf));

    const changed = ids.find((id) => first.find((row) => row.id === id)!.profile_id !== creator)!;
    const title = first.find((row) => row.id === changed)!.title;
    await t.db.query('update posts set title = $1 where id = $2', [`${title} (edited)`, changed]);
    try {
      const after = await readPosts(ids);
      expect(statements).toHaveLength(2);
      expect(statements[1]!.params).toEqual([[changed]]);
      expect(after.find((row) => row.id === changed)!.title).toBe(`${title} (edited)`);
    } finally {
      await t.db.query('update posts set title = $1 where id = $2', [title, changed]);
    }
    await readPosts(ids); // held again as restored

    const followers = first.find((row) => row.profile_id === creator)!.profile_followers_count!;
    await t.db.query('update profiles set followers_count = $1 where id = $2', [followers + 7, creator]);
    try {
      const after = await readPosts(ids);
      expect(statements).toHaveLength(2);
      // every post of that creator, and only those
      expect([...(statements[1]!.params[0] as string[])].sort()).toEqual(
        first.filter((row) => row.profile_id === creator).map((row) => row.id),
      );
      for (const row of after.filter((r) => r.profile_id === creator))
        expect(row.profile_followers_count).toBe(followers + 7);
    } finally {
      await t.db.query('update profiles set followers_count = $1 where id = $2', [followers, creator]);
    }
  });

  test('a write between the versions and the columns: the newer columns are used and held at their own version', async () => {
    const { ids } = await somePosts();
    const [changed] = ids;
    await readPosts(ids);
    const { rows } = await t.db.query<{ title: string }>('select title from posts where id = $1', [changed]);
    const title = rows[0]!.title;
    await t.db.query('update posts set title = $1 where id = $2', [`${title} (first)`, changed]);
    try {
      beforeColumns = async () => {
        await t.db.query('update posts set title = $1 where id = $2', [`${title} (second)`, changed]);
      };
      const [row] = await readPosts(ids);
      expect(row!.title).toBe(`${title} (second)`);
      const [again] = await readPosts(ids);
      expect(statements).toHaveLength(1);
      expect(again!.title).toBe(`${title} (second)`);
    } finally {
      beforeColumns = undefined;
      await t.db.query('update posts set title = $1 where id = $2', [title, changed]);
    }
  });

  test('a row whose post is gone when its columns are read is left out', async () => {
    const db: Queryable = {
      query: async () => ({ rows: [{ rows: null }] as never[], affectedRows: 0 }),
      exec: async () => undefined,
    };
    expect(await attachColumns(db, [{ id: 'gone', post_version: '1' }])).toEqual([]);
  });

  test('an uncached feed page shows a post as it is after a write', async () => {
    const url = (n: number) =>
      `/v3/activities/posts/global/featured?limit=5&includes=ltks&includes=profiles&cb=columns-${n}`;
    const read = async (n: number) =>
      (await t.app.inject({ method: 'GET', url: url(n) })).json<{
        data: { ltks: { id: string; title: string }[]; profiles: { id: string; followersCount: number }[] };
      }>().data;
    const before = await read(1);
    const post = before.ltks[0]!;
    const profile = before.profiles[0]!;
    await t.db.query('update posts set title = $1 where id = $2', [`${post.title} (edited)`, post.id]);
    await t.db.query('update profiles set followers_count = followers_count + 3 where id = $1', [profile.id]);
    try {
      const after = await read(2);
      expect(after.ltks[0]).toMatchObject({ id: post.id, title: `${post.title} (edited)` });
      expect(after.profiles.find((p) => p.id === profile.id)!.followersCount).toBe(
        profile.followersCount + 3,
      );
    } finally {
      await t.db.query('update posts set title = $1 where id = $2', [post.title, post.id]);
      await t.db.query('update profiles set followers_count = followers_count - 3 where id = $1', [
        profile.id,
      ]);
    }
  });
});
