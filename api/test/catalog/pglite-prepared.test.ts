import { openPgliteDb } from '../../src/db/pglite-db.js';
import type { PgliteDb } from '../../src/db/pglite-db.js';

let db: PgliteDb;
beforeAll(async () => {
  db = await openPgliteDb();
  await db.exec(`create table items (id text primary key, n int not null, tags text[] not null, doc json, at timestamptz);
    insert into items values ('a', 1, '{x,y}', '{"k":[1,2]}', '2026-01-02T03:04:05Z'), ('b', 2, '{y}', null, null),
      ('c', 3, '{}', '[]', null);`);
});
afterAll(() => db.close());

const SQL =
  'select id, n, tags, doc, at, n * 2 as twice from items where id = any($1::text[]) and n >= $2 order by id';

describe('prepared statements on PGlite', () => {
  test('answer the same rows, types and nulls as a plain query, for several parameter sets', async () => {
    for (const params of [
      [['a', 'b', 'c'], 0],
      [['c', 'a'], 2],
      [['none'], 0],
      [['b'], null],
    ]) {
      const plain = await db.query(SQL, params);
      const prepared = await db.query(SQL, params, { prepare: true });
      expect(prepared.rows).toEqual(plain.rows);
    }
    const { rows } = await db.query(SQL, [['a'], 1], { prepare: true });
    expect(rows).toEqual([
      { id: 'a', n: 1, tags: ['x', 'y'], doc: { k: [1, 2] }, at: new Date('2026-01-02T03:04:05Z'), twice: 2 },
    ]);
  });

  test('parse a text once, then only bind and execute it', async () => {
    const text = 'select count(*)::int as total from items where n > $1';
    for (let i = 0; i < 7; i += 1) await db.query(text, [i % 3], { prepare: true });
    const { rows } = await db.query<{ n: number; runs: number }>(
      'select count(*)::int as n, sum(generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(rows[0]).toEqual({ n: 1, runs: 7 });
  });

  test('an error reaches the caller and leaves the connection usable', async () => {
    await expect(db.query('select 1 / $1::int as x', [0], { prepare: true })).rejects.toThrow(
      /division by zero/,
    );
    await expect(db.query('select nope from items', [], { prepare: true })).rejects.toThrow(/nope/);
    expect((await db.query('select 1 / $1::int as x', [1], { prepare: true })).rows).toEqual([{ x: 1 }]);
    expect((await db.query('select count(*)::int as n from items')).rows).toEqual([{ n: 3 }]);
  });

  test('wait for an open transaction instead of reading inside it', async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tx = db
      .transaction(async (t) => {
        await t.query("insert into items values ('d', 4, '{}', null, null)");
        await gate;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the transaction has inserted
    const read = db.query('select count(*)::int as n from items', [], { prepare: true });
    release();
    expect(await tx).toBe('rolled back');
    expect((await read).rows).toEqual([{ n: 3 }]);
  });
});
