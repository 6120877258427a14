import type { Queryable } from '../db/db.js';
import { demoVideos } from '../media/demo-videos.js';

/**
 * Gives the demo posts their videos: each committed clip (media/demo-videos.ts) to the post it was made from, when
 * this catalog has that post (the clips were made from seed 42's small and default catalogs), and no video to any
 * other post. Idempotent and cheap (writes only rows that change), so it runs on every start: a database seeded
 * before the clips existed gets them too.
 */
export async function attachDemoVideos(db: Queryable): Promise<number> {
  const posts = [...demoVideos().byPost.keys()];
  const cleared = await db.query(
    'update posts set video = null where video is not null and not (video = any($1::text[]))',
    [posts],
  );
  const set = await db.query(
    'update posts set video = id where id = any($1::text[]) and video is distinct from id',
    [posts],
  );
  return cleared.affectedRows + set.affectedRows;
}
