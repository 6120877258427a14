import type { Queryable } from '../../../db/db.js';
import { isoOf } from '../user-context.js';
import type { Static } from '../../../schemas/builders.js';
import type { followSchema } from '../user-schemas.js';

export type Follow = Static<typeof followSchema>;
type FollowRow = { id: number | string; profile_id: string; created_at: Date | string };

export const toFollow = (row: FollowRow): Follow => ({
  id: String(row.id),
  profileId: row.profile_id,
  dateCreated: isoOf(row.created_at),
});

/** Profile ids the user follows, newest first. */
export async function followedProfileIds(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ profile_id: string }>(
    'select profile_id from follows where user_id = $1 order by id desc',
    [userId],
  );
  return rows.map((row) => row.profile_id);
}
