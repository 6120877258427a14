import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ShopPage = { hits: { objectId: string }[]; nbHits: number; nbPages: number };

const shop = async (payload: object): Promise<ShopPage> =>
  (await t.app.inject({ method: 'POST', url: '/v2/search/shop', payload })).json();

/**
 * The creator's matching posts in shop search order, straight from the table: posts about the words first (the
 * subject: caption and lead product, as typed then as stems), then by trending score or date.
 */
async function expected(profileId: string, ts: string, ranking: 'relevant' | 'recent'): Promise<string[]> {
  const { rows } = await t.db.query<{ id: string }>(
    `select p.id from posts p
     where p.status = 'published' and p.profile_id = $1 and p.search @@ to_tsquery('english', $2)
     order by (case when p.lead_words @@ to_tsquery('simple', $2) then 0 else 2 end
       + case when p.lead_stems @@ to_tsquery('english', $2) then 0 else 1 end),
       ${ranking === 'relevant' ? 'p.trending_score desc' : 'p.date_published desc'}, p.seq desc`,
    [profileId, ts],
  );
  return rows.map((r) => r.id);
}

// Shop search reads the creator's posts and tests each one's words (decision 0048): the same hits, order and counts
// as the whole catalog's word index gave.
test.each([
  ['bag', 'bag:*'],
  ['linen dress', 'linen:* & dress:*'],
  ['sneak', 'sneak:*'],
])('shop search "%s" returns the creator’s matches in order, with their count', async (query, ts) => {
  const { rows } = await t.db.query<{ profile_id: string }>(
    `select profile_id from posts where status = 'published' and search @@ to_tsquery('english', $1)
     group by profile_id order by count(*) desc, profile_id limit 1`,
    [ts],
  );
  const profileId = rows[0]!.profile_id;
  for (const ranking of ['relevant', 'recent'] as const) {
    const ids = await expected(profileId, ts, ranking);
    expect(ids.length).toBeGreaterThan(0);
    const first = await shop({ query, profileId, ranking, limit: 2 });
    expect(first.hits.map((h) => h.objectId)).toEqual(ids.slice(0, 2));
    expect(first.nbHits).toBe(ids.length);
    const all = await shop({ query, profileId, ranking, limit: 100 });
    expect(all.hits.map((h) => h.objectId)).toEqual(ids);
    // a page past the end counts the matches on its own
    const past = await shop({ query, profileId, ranking, limit: 100, page: 3 });
    expect(past).toMatchObject({ hits: [], nbHits: ids.length });
  }
});

test('shop search of a word the creator never used is empty', async () => {
  const { rows } = await t.db.query<{ profile_id: string }>(
    `select profile_id from posts group by profile_id order by count(*) desc, profile_id limit 1`,
  );
  const page = await shop({ query: 'zzzqqq', profileId: rows[0]!.profile_id, ranking: 'relevant' });
  expect(page).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
});
