/**
 * Makes the demo posts' videos (decision 0088): `npm run pnpm -- --filter @ltk/api videos`, needs `ffmpeg` (with
 * libx264 and libvpx) on the PATH. Run it again only when the hero drawings or the seed change; it rewrites
 * api/media/videos/ (the clips and manifest.json), which is committed, so the api, its tests and CI never need ffmpeg.
 *
 * For seed 42's small catalog (the api tests) and default catalog (the composed site) it picks a few posts: the 2nd,
 * 7th and 14th of the featured feed's first page (/home) and the newest post of the most followed creator (the first
 * card of a shop). Each clip is that post's own hero image (images/render-svg.ts) animated: the background drifts and
 * the products' drawings sway, in a seamless loop whose first frame is the hero image. 3 s at 15 fps, 450 px wide at
 * the hero's aspect ratio, no audio, WebM (VP9) and MP4 (H.264, for Safari), a few tens of KB each.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Scale } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { imageDrawings } from '../src/images/image-drawings.js';
import { renderSvg } from '../src/images/render-svg.js';
import { contentHash, videosDir } from '../src/media/demo-videos.js';
import type { DemoVideo, VideoFile } from '../src/media/demo-videos.js';
import { seedCatalog } from '../src/seed/seed-catalog.js';

const SEED = 42;
const SCALES: Scale[] = ['small', 'default'];
const WIDTH = 450;
const FPS = 15;
const SECONDS = 3;
const FEATURED_PICKS = [1, 6, 13];

const ENCODINGS: { ext: string; mimeType: VideoFile['mimeType']; args: string[] }[] = [
  {
    ext: 'webm',
    mimeType: 'video/webm',
    args: [
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '44',
      '-deadline',
      'good',
      '-cpu-used',
      '1',
      '-row-mt',
      '1',
    ],
  },
  {
    ext: 'mp4',
    mimeType: 'video/mp4',
    args: [
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'veryslow',
      '-tune',
      'animation',
      '-crf',
      '31',
    ],
  },
];

/** The posts of one seeded catalog that get a video, with what their heroes draw and their sizes. */
async function pickPosts(scale: Scale) {
  const config = loadConfig({}, { publicUrl: 'http://localhost:4000', scale, seed: SEED });
  const db = await openPgliteDb();
  try {
    await migrate(db, config.migrationsDir);
    await seedCatalog(db, { seed: SEED, scale });
    const app = await buildApp({ db, config });
    await app.ready();
    const postIds = async (url: string): Promise<string[]> => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      return res.json<{ data: { activities: { postId: string }[] } }>().data.activities.map((a) => a.postId);
    };
    const featured = await postIds('/v3/activities/posts/global/featured?limit=36');
    const { rows: creators } = await db.query<{ id: string }>(
      'select id from profiles order by followers_count desc, id limit 1',
    );
    const shop = await postIds(`/v3/activities/posts/profile/${creators[0]!.id}?limit=4`);
    await app.close();
    const ids = [
      ...new Set([...FEATURED_PICKS.map((i) => featured[i]!), shop.find((id) => !featured.includes(id))!]),
    ];
    const { rows } = await db.query<{ id: string; hero_width: number; hero_height: number }>(
      'select id, hero_width, hero_height from posts where id = any($1::text[])',
      [ids],
    );
    return Promise.all(
      rows.map(async (row) => ({ ...row, scale, drawings: await imageDrawings(db, 'post', row.id) })),
    );
  } finally {
    await db.close();
  }
}

/** The clip's frames as raw RGB, one loop of the hero's animation (`renderSvg`'s phase). */
async function frames(
  id: string,
  drawings: Parameters<typeof renderSvg>[2],
  size: { width: number; height: number },
) {
  const count = FPS * SECONDS;
  const out: Buffer[] = [];
  for (let f = 0; f < count; f++) {
    const svg = renderSvg('post', id, drawings, f / count);
    out.push(
      await sharp(Buffer.from(svg), { density: (72 * size.width) / WIDTH })
        .resize(WIDTH, size.height, { fit: 'cover', position: 'centre' })
        .removeAlpha()
        .raw()
        .toBuffer(),
    );
  }
  return Buffer.concat(out);
}

function encode(raw: Buffer, height: number, args: string[], file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      'ffmpeg',
      [
        ...['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${height}`],
        ...['-r', String(FPS), '-i', '-', '-an', '-map_metadata', '-1', '-fflags', '+bitexact'],
        ...['-g', String(FPS * SECONDS), ...args, '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    ffmpeg.on('error', reject);
    ffmpeg.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    ffmpeg.stdin.end(raw);
  });
}

async function main(): Promise<void> {
  const dir = videosDir();
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(dir)) fs.rmSync(path.join(dir, file));
  const clips: (DemoVideo & { scale: Scale; seed: number })[] = [];
  for (const scale of SCALES) {
    for (const post of await pickPosts(scale)) {
      // the hero's aspect ratio at 450 wide, rounded to even (4:2:0 video)
      const height = Math.round((WIDTH * post.hero_height) / post.hero_width / 2) * 2;
      const raw = await frames(post.id, post.drawings, { width: post.hero_width, height });
      const files: VideoFile[] = [];
      for (const encoding of ENCODINGS) {
        const temp = path.join(dir, `${post.id}.tmp.${encoding.ext}`);
        await encode(raw, height, encoding.args, temp);
        const file = `${post.id}.${contentHash(fs.readFileSync(temp))}.${encoding.ext}`;
        fs.renameSync(temp, path.join(dir, file));
        files.push({ file, mimeType: encoding.mimeType });
        console.log(`${scale} ${file} ${fs.statSync(path.join(dir, file)).size} bytes`);
      }
      clips.push({ post: post.id, scale, seed: SEED, width: WIDTH, height, files });
    }
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify({ clips }, null, 2)}\n`);
}

await main();
