import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

// PGlite is one session, so its pg_prepared_statements are the api's; a server's pool spreads them over connections.
const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

onPglite("a feed page's prepared statement", () => {
  test('keeps one generic plan instead of planning each request (the limit is known)', async () => {
    for (let i = 0; i < 8; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v3/activities/posts/global/featured?limit=7&includes=profiles&includes=ltks&includes=products&cb=plans-${i}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: { activities: unknown[] } }>().data.activities).toHaveLength(7);
    }
    const { rows } = await t.db.query<{ generic_plans: number; custom_plans: number }>(
      `select generic_plans::int, custom_plans::int from pg_prepared_statements
        where statement like '%post_counts where name = ''featured''%'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.custom_plans).toBe(0);
    expect(rows[0]!.generic_plans).toBe(8);
  });
});
