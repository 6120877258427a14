import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../../src/testing/create-test-app.js';

test('the embedded database keeps its data across a restart and is not re-seeded', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ltk-api-restart-'));
  try {
    const first = await createTestApp({ dataDir: dir });
    const before = await first.app.inject({
      method: 'GET',
      url: '/v3/activities/posts/global/featured?limit=5',
    });
    await first.db.query("insert into seed_info (key, value) values ('restart-marker', 'kept')");
    await first.close();

    const second = await createTestApp({ dataDir: dir });
    const marker = await second.db.query<{ value: string }>(
      "select value from seed_info where key = 'restart-marker'",
    );
    expect(marker.rows[0]?.value).toBe('kept');
    const counts = await second.db.query<{ n: number }>('select count(*)::int as n from posts');
    expect(counts.rows[0]?.n).toBe(400);
    const after = await second.app.inject({
      method: 'GET',
      url: '/v3/activities/posts/global/featured?limit=5',
    });
    expect(after.json()).toEqual(before.json());
    await second.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000); // two cold starts of a file-backed cluster (initdb + seed once)
