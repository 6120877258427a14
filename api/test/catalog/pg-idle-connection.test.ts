import { createTestApp, type TestApp } from '../../src/testing/create-test-app.js';

// Only a PostgreSQL server has connections that can end under the api (`npm test` runs this suite on PGlite and
// again on a server through TEST_DATABASE_URL).
const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let t: TestApp | undefined;
afterEach(async () => {
  jest.restoreAllMocks();
  await t?.close();
  t = undefined;
});

onServer('on a PostgreSQL server', () => {
  test('a pooled connection ended by the server while idle is dropped and reported, and the api keeps answering', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    t = await createTestApp();
    const db = t.db;
    // Two connections in the pool: both busy at once, then idle.
    await Promise.all([db.query('select pg_sleep(0.05)'), db.query('select pg_sleep(0.05)')]);
    // From one of them, end the other: what a server restart or `pg_terminate_backend` does to an idle connection.
    const ended = await db.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    expect(ended.rows.map((row) => row.ended)).toContain(true);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^database: an idle connection was lost \(/));
    const response = await t.app.inject({
      method: 'GET',
      url: '/v3/activities/posts/global/featured?limit=2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.activities).toHaveLength(2);
  });
});
