import { demoVideos } from '../../src/media/demo-videos.js';
import { byteRange } from '../../src/routes/media/get-video.js';
import { createTestApp } from '../../src/testing/create-test-app.js';
import type { TestApp } from '../../src/testing/create-test-app.js';

type Media = { type: string; url: string; width: number; height: number; mimeType?: string };
type Post = {
  id: string;
  heroImage: string;
  heroImageWidth: number;
  heroImageHeight: number;
  media: Media[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const path = (url: string) => new URL(url).pathname;
const videosOf = (post: Post) => post.media.filter((m) => m.type === 'video');

async function feedPosts(url: string): Promise<Post[]> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { ltks: Post[] } }).data.ltks;
}

describe('the seed', () => {
  test("gives the committed clips' posts their video, and no other post one", async () => {
    const { rows } = await t.db.query<{ id: string; video: string }>(
      'select id, video from posts where video is not null order by id',
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.video).toBe(row.id);
      expect(demoVideos().byPost.has(row.id)).toBe(true);
    }
  });

  test("/home's first page has a video post: WebM then MP4 at the hero's aspect ratio, after its image", async () => {
    const posts = await feedPosts('/v3/activities/posts/global/featured?limit=36&includes=ltks');
    const withVideo = posts.filter((post) => videosOf(post).length > 0);
    expect(withVideo.length).toBeGreaterThanOrEqual(2);
    for (const post of withVideo) {
      expect(post.media[0]).toMatchObject({ type: 'image', url: post.heroImage });
      const videos = videosOf(post);
      expect(videos.map((v) => v.mimeType)).toEqual(['video/webm', 'video/mp4']);
      for (const video of videos) {
        expect(video.url).toMatch(/^http:\/\/localhost:4000\/videos\/[0-9a-f-]+\.[0-9a-f]{12}\.(webm|mp4)$/);
        expect(video.width).toBe(450);
        expect(
          Math.abs(video.height / video.width - post.heroImageHeight / post.heroImageWidth),
        ).toBeLessThan(0.01);
      }
    }
    // photo posts keep their one image entry
    const photo = posts.find((post) => videosOf(post).length === 0)!;
    expect(photo.media).toEqual([
      { type: 'image', url: photo.heroImage, width: photo.heroImageWidth, height: photo.heroImageHeight },
    ]);
  });

  test("a creator's shop opens on a video post, and /v2/ltks carries the same media", async () => {
    const { rows } = await t.db.query<{ id: string }>(
      'select id from profiles order by followers_count desc, id limit 1',
    );
    const posts = await feedPosts(`/v3/activities/posts/profile/${rows[0]!.id}?limit=4&includes=ltks`);
    const post = posts.find((p) => videosOf(p).length > 0);
    expect(post).toBeDefined();
    const ltks = (await get(`/v2/ltks?ids=${post!.id}`)).json() as { ltks: Post[] };
    expect(ltks.ltks[0]!.media).toEqual(post!.media);
  });
});

describe('GET /videos/{file}', () => {
  let webm: string;
  let mp4: string;
  beforeAll(async () => {
    const posts = await feedPosts('/v3/activities/posts/global/featured?limit=36&includes=ltks');
    const videos = videosOf(posts.find((post) => videosOf(post).length > 0)!);
    webm = path(videos[0]!.url);
    mp4 = path(videos[1]!.url);
  });

  test('the whole clip: its type, length, ranges offered, a strong ETag, cached forever, not compressed', async () => {
    const res = await get(webm, { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{12}"$/);
    expect(webm).toContain(`.${String(res.headers.etag).slice(1, -1)}.`);
    // a WebM file (EBML header), small
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(res.rawPayload.length).toBeLessThan(100_000);
    const head = await get(mp4);
    expect(head.headers['content-type']).toBe('video/mp4');
    // an MP4 (ISO BMFF `ftyp` box first) with its index before the media (fast start: plays while loading)
    expect(head.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    expect(head.rawPayload.indexOf('moov')).toBeLessThan(head.rawPayload.indexOf('mdat'));
  });

  test('byte ranges are 206 with Content-Range (the probe Safari sends first, open and suffix ranges)', async () => {
    const whole = (await get(mp4)).rawPayload;
    const size = whole.length;
    const probe = await get(mp4, { range: 'bytes=0-1' });
    expect(probe.statusCode).toBe(206);
    expect(probe.headers['content-range']).toBe(`bytes 0-1/${size}`);
    expect(probe.headers['content-length']).toBe('2');
    expect(probe.rawPayload).toEqual(whole.subarray(0, 2));
    const open = await get(mp4, { range: 'bytes=100-' });
    expect(open.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(open.rawPayload).toEqual(whole.subarray(100));
    const suffix = await get(mp4, { range: 'bytes=-10' });
    expect(suffix.rawPayload).toEqual(whole.subarray(size - 10));
    const past = await get(mp4, { range: `bytes=10-${size + 500}` });
    expect(past.headers['content-range']).toBe(`bytes 10-${size - 1}/${size}`);
  });

  test('a range past the end is 416 with the size; a stale If-Range or several ranges get the whole clip', async () => {
    const size = (await get(mp4)).rawPayload.length;
    const beyond = await get(mp4, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.json()).toMatchObject({ status: 416, error_code: 'range_not_satisfiable' });
    const stale = await get(mp4, { range: 'bytes=0-1', 'if-range': '"000000000000"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
    expect((await get(mp4, { range: 'bytes=0-1,4-5' })).statusCode).toBe(200);
  });

  test('If-None-Match with its ETag is 304', async () => {
    const etag = String((await get(webm)).headers.etag);
    const res = await get(webm, { 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  test('an unknown clip is 404; a name that is not a clip name, or climbs out, never reaches the disk', async () => {
    const known = webm.split('/').pop()!;
    expect(
      (await get(`/videos/${known.replace(/^[0-9a-f]/, (c) => (c === '0' ? '1' : '0'))}`)).statusCode,
    ).toBe(404);
    expect((await get(`/videos/${known.replace(/\.[0-9a-f]{12}\./, '.000000000000.')}`)).statusCode).toBe(
      404,
    );
    for (const name of [
      'manifest.json',
      '..%2F..%2Fpackage.json',
      '..%2Fmedia%2Fvideos%2Fmanifest.json',
      'x.webm',
    ])
      expect([400, 404]).toContain((await get(`/videos/${name}`)).statusCode);
    expect([400, 404]).toContain((await get('/videos/../package.json')).statusCode);
  });
});

test('byteRange reads one range of RFC 9110 and ignores what it may', () => {
  expect(byteRange(undefined, 10)).toBeUndefined();
  expect(byteRange('bytes=0-1', 10)).toEqual({ start: 0, end: 1 });
  expect(byteRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
  expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
  expect(byteRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
  expect(byteRange('bytes=2-99', 10)).toEqual({ start: 2, end: 9 });
  expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
  expect(byteRange('bytes=-0', 10)).toBe('unsatisfiable');
  expect(byteRange('bytes=5-2', 10)).toBeUndefined();
  expect(byteRange('bytes=0-1,3-4', 10)).toBeUndefined();
  expect(byteRange('items=0-1', 10)).toBeUndefined();
  expect(byteRange('bytes=-', 10)).toBeUndefined();
});
