/**
 * Byte comparison of two running apis' catalog reads: fetches a broad set of read URLs (every feed kind, includes
 * combinations, cursors, duplicate and unknown ids, hashes, `/v2/ltks` lists, `/v3/posts/{id}/products`, errors)
 * from both and reports any response whose status or bytes differ. Run an old and a new build on copies of one
 * database with one IMAGE_URL_KEY and one PUBLIC_URL, e.g.
 * `node dist/bench/compare-responses.js http://127.0.0.1:4177 http://127.0.0.1:4178`. Exits 1 on any difference.
 */
type Feed = {
  data: {
    activities: { postId: string; profileId: string }[];
    ltks?: { hash: string; hashtags: string[] }[];
  };
  meta: { next: string | null };
};

const INCLUDE_SETS = [
  '',
  'includes=profiles',
  'includes=ltks',
  'includes=posts',
  'includes=products',
  'includes=media_objects',
  'includes=product_details',
  'includes=profiles&includes=ltks&includes=products&includes=media_objects',
  'includes=profiles,ltks,products,media_objects,product_details',
  'includes=ltks&includes=media_objects&includes=unknown',
];

async function fetchBytes(base: string, path: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

async function urls(base: string): Promise<string[]> {
  const get = async <T>(path: string): Promise<T> =>
    JSON.parse((await fetchBytes(base, path)).body.toString('utf8')) as T;
  const all = 'includes=profiles&includes=ltks&includes=products&includes=media_objects';
  const featured = await get<Feed>(`/v3/activities/posts/global/featured?limit=36&${all}`);
  const ids = featured.data.activities.map((a) => a.postId);
  const profileId = featured.data.activities[0]!.profileId;
  const hashes = (featured.data.ltks ?? []).map((p) => p.hash);
  const tag = featured.data.ltks?.[0]?.hashtags[0] ?? 'ltkhome';
  const list: string[] = [];
  const feeds = [
    '/v3/activities/posts/global/featured?',
    '/v3/activities/posts/global/featured?rank=24h&',
    '/v3/activities/posts/global/featured?rank=deeplink&',
    '/v3/activities/posts/global/trending?',
    `/v3/activities/posts/hashtag/${encodeURIComponent(tag)}?`,
    '/v3/activities/posts/hashtag/popular-today?',
    '/v3/activities/posts/hashtag/top-shared?',
    '/v3/activities/posts/hashtag/trending-creators?',
    '/v3/activities/posts/hashtag/no-such-tag-at-all?',
    `/v3/activities/posts/profile/${profileId}?`,
    `/v3/activities/posts/profile/${profileId}?rank=top_month&`,
  ];
  for (const feed of feeds) {
    for (const includes of INCLUDE_SETS) list.push(`${feed}${includes}`);
    for (const limit of [1, 36, 100]) {
      const first = `${feed}limit=${limit}&${all}`;
      list.push(first);
      const page = await get<Feed>(first);
      if (page.meta?.next) {
        list.push(`${first}&next=${page.meta.next}`);
        const second = await get<Feed>(`${first}&next=${page.meta.next}`);
        if (second.meta?.next) list.push(`${first}&next=${second.meta.next}`);
      }
    }
  }
  list.push(
    `/v3/activities/posts/global/featured?next=not-a-cursor&${all}`,
    `/v3/activities/posts/global/featured?styled=true&${all}`,
    '/v3/activities/posts/profile/no-such-profile?includes=ltks',
  );
  const idList = ids.map((id) => `ids=${id}`).join('&');
  for (const includes of INCLUDE_SETS) {
    list.push(`/v2/ltks?${idList}&${includes}`);
    list.push(`/v2/ltks?${idList}&${idList.split('&').slice(0, 3).join('&')}&ids=no-such-post&${includes}`);
    list.push(`/v2/ltks?${hashes.map((h) => `hashes=${h}`).join('&')}&${includes}`);
    list.push(`/v2/ltks?featured=true&limit=36&${includes}`);
  }
  list.push(
    `/v2/ltks?profile_id=${profileId}&${all}`,
    `/v2/ltks?hashtag=${encodeURIComponent(tag)}&limit=5&${all}`,
    `/v2/ltks?trending=true&limit=5&${all}`,
    `/v2/ltks?rank=24h&limit=5&seed=abc&${all}`,
    `/v2/ltks?featured=true&limit=5&last_id=${ids[4]}&${all}`,
    '/v2/ltks?display_name=no-such-creator&includes=products',
  );
  for (const id of [...ids.slice(0, 12), 'no-such-post']) list.push(`/v3/posts/${id}/products`);
  return list;
}

async function main(): Promise<void> {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: compare-responses <base A> <base B>');
  const list = await urls(a);
  let bytes = 0;
  const different: string[] = [];
  for (const path of list) {
    const [x, y] = await Promise.all([fetchBytes(a, path), fetchBytes(b, path)]);
    bytes += x.body.length;
    if (x.status !== y.status || !x.body.equals(y.body))
      different.push(`${path}: ${x.status} ${x.body.length} B vs ${y.status} ${y.body.length} B`);
  }
  console.log(`${list.length} URLs, ${(bytes / 1e6).toFixed(2)} MB from ${a}; ${different.length} differ`);
  for (const line of different) console.log(`  ${line}`);
  if (different.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
