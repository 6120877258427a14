/**
 * @jest-environment node
 */
import http from 'node:http';
import { createApiClient } from '@ltk/api-client';
import { hashtagStatus } from './hashtag-lookup';
import { listen, stop } from './test-support/fake-api';

/** The feeds the fake api has posts in (path -> post ids); a path it answers 404 for. */
const FEEDS: Record<string, string[]> = {
  '/v3/activities/posts/hashtag/ltkfitness': ['p1'],
  '/v3/activities/posts/hashtag/salealert': ['p2'],
  '/v3/activities/posts/hashtag/ltkempty': [],
  '/v3/activities/posts/global/trending': [],
};

describe('hashtagStatus', () => {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api.test');
    asked.push(`${url.pathname}?limit=${url.searchParams.get('limit')}&rank=${url.searchParams.get('rank')}`);
    if (url.pathname.endsWith('/missing') || url.pathname.endsWith('/ltkmissing'))
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"status":404}');
    else if (url.pathname.endsWith('/ltkbroken')) res.writeHead(500).end('{}');
    else {
      const ids = FEEDS[url.pathname] ?? [];
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ data: { activities: ids.map((postId) => ({ postId })) }, meta: {} }));
    }
  });
  let api: ReturnType<typeof createApiClient>;
  beforeAll(async () => {
    api = createApiClient({ baseUrl: await listen(server), getAuth: () => null });
  });
  beforeEach(() => asked.splice(0));
  afterAll(() => stop(server));

  it('is 200 when the feed the page shows has a post, reading one post a feed', async () => {
    await expect(hashtagStatus(api, 'ltkfitness')).resolves.toBe(200);
    expect(asked).toEqual(['/v3/activities/posts/hashtag/ltkfitness?limit=1&rank=null']);
  });

  it('is 404 when no feed the page may show has a post (empty, or the api says 404)', async () => {
    await expect(hashtagStatus(api, 'ltkempty')).resolves.toBe(404);
    await expect(hashtagStatus(api, 'missing')).resolves.toBe(404);
    await expect(hashtagStatus(api, 'popular-today')).resolves.toBe(404);
    expect(asked).toContain('/v3/activities/posts/global/trending?limit=1&rank=24h');
  });

  it('without the categories, a hashtag that may keep its name is 200 when either feed has posts', async () => {
    await expect(hashtagStatus(api, 'fitness')).resolves.toBe(200);
    await expect(hashtagStatus(api, 'salealert')).resolves.toBe(200);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/v3/activities/posts/hashtag/ltkfitness?limit=1&rank=null',
        '/v3/activities/posts/hashtag/fitness?limit=1&rank=null',
        '/v3/activities/posts/hashtag/ltksalealert?limit=1&rank=null',
        '/v3/activities/posts/hashtag/salealert?limit=1&rank=null',
      ]),
    );
  });

  it('rejects when the api fails (the renderer then serves the plain shell)', async () => {
    await expect(hashtagStatus(api, 'ltkbroken')).rejects.toBeTruthy();
  });
});
