import type { Queryable } from '../db/db.js';
import { LruMap } from '../lib/lru-map.js';
import { MEMORY_BUDGET } from '../lib/memory-budget.js';
import type { PostRow } from './post-entity.js';

/** A post's own columns as a bundle row carries them (its products and its creator's profile apart). */
export type PostColumns = Omit<PostRow, 'product_ids'>;

/** The creator's profile columns of a bundle row (with `includes` profiles); all null when the profile is missing. */
export type ProfileColumns = {
  profile_display_name: string | null;
  profile_full_name: string | null;
  profile_bio: string | null;
  profile_followers_count: number | null;
};

/**
 * What a bundle statement returns for a row (see load-post-bundle.ts's `bundleSelect`): the post's id and row version
 * (`xmin`: every write of a row makes a new one, written by the writing transaction; a committed version is never
 * shared by two contents of one row), with `includes` profiles the profile's row version (null: no profile row), and
 * whatever else the statement selected. `attachColumns` completes it.
 */
export type ColumnsVersions = {
  id: string;
  post_version: string;
  profile_version?: string | null;
};

/**
 * The held columns a completed row was set from: one object per post version and per profile version, so a writer can
 * remember what it wrote from them (routes/feeds/feed-json.ts) for as long as they are held.
 */
export type HeldColumns = { post: PostColumns; profile?: ProfileColumns };

type Held<C> = { version: string; columns: C };

const POST_COLUMNS = [
  'id',
  'profile_id',
  'hash',
  'title',
  'caption',
  'hero_width',
  'hero_height',
  'hashtags',
  'featured',
  'date_published',
  'status',
  'product_count',
  'video',
] as const satisfies readonly (keyof PostColumns)[];

const PROFILE_COLUMNS = [
  'profile_display_name',
  'profile_full_name',
  'profile_bio',
  'profile_followers_count',
] as const satisfies readonly (keyof ProfileColumns)[];

const NO_PROFILE: ProfileColumns = {
  profile_display_name: null,
  profile_full_name: null,
  profile_bio: null,
  profile_followers_count: null,
};

/**
 * Held columns by post id and by profile id, per database (row versions are that database's). Bounded by count and by
 * MEMORY_BUDGET.heldColumns, weighed as three times their text (the feeds' written JSON of a post is held beside its
 * columns, about twice their text with the signed image URLs).
 */
type HeldByDb = { posts: LruMap<string, Held<PostColumns>>; profiles: LruMap<string, Held<ProfileColumns>> };
const heldByDb = new WeakMap<Queryable, HeldByDb>();
const HELD_MAX = 5_000;
const textLength = (columns: object): number => {
  let length = 64;
  for (const value of Object.values(columns)) if (typeof value === 'string') length += value.length;
  return length;
};

function heldOf(db: Queryable): HeldByDb {
  let held = heldByDb.get(db);
  if (!held) {
    const weigh = (entry: Held<object>): number => 3 * textLength(entry.columns) + 256;
    held = {
      posts: new LruMap<string, Held<PostColumns>>(HELD_MAX, {
        max: (MEMORY_BUDGET.heldColumns * 3) / 4,
        weigh,
      }),
      profiles: new LruMap<string, Held<ProfileColumns>>(HELD_MAX, {
        max: MEMORY_BUDGET.heldColumns / 4,
        weigh,
      }),
    };
    heldByDb.set(db, held);
  }
  return held;
}

/** The statement that reads the columns of posts by id (and their profiles'), as one JSON value (see queryRowsAndTotal). */
const completionSql = (profiles: boolean): string =>
  `select json_agg(b) as rows from (select p.xmin::text as post_version, ${POST_COLUMNS.map((c) =>
    c === 'hashtags' ? 'to_json(p.hashtags) as hashtags' : `p.${c}`,
  ).join(', ')}${
    profiles
      ? ', pf.xmin::text as profile_version, pf.display_name as profile_display_name, pf.full_name as profile_full_name, pf.bio as profile_bio, pf.followers_count as profile_followers_count'
      : ''
  }
  from posts p${profiles ? ' left join profiles pf on pf.id = p.profile_id' : ''} where p.id = any($1::text[])) b`;

type ReadRow = PostColumns & ProfileColumns & { post_version: string; profile_version?: string | null };

function pick<C extends object>(row: ReadRow, names: readonly (keyof C)[]): C {
  const columns = {} as C;
  for (const name of names) (columns as Record<keyof C, unknown>)[name] = row[name as keyof ReadRow];
  return columns;
}

/**
 * Completes bundle rows with their post's columns (and, when the rows carry a `profile_version`, their creator's
 * profile columns): from what this process holds at the row's versions, else read in one statement for every row it
 * lacks. A bundle statement thus returns a few narrow columns a row, which costs the database and the client far less
 * than every column of every post of a page, page after page. A row read here may be newer than the page statement's
 * version when a writer committed in between: it is used (the newest there is) and held at its own version. A post
 * gone in between is left out. Each completed row gets `held` (see HeldColumns).
 */
export async function attachColumns<T extends ColumnsVersions>(
  db: Queryable,
  rows: readonly T[],
): Promise<(T & PostColumns & Partial<ProfileColumns> & { held: HeldColumns })[]> {
  const held = heldOf(db);
  const profiles = rows.some((row) => row.profile_version !== undefined);
  // what is held at each row's versions (taken now: holding what is read below may drop older entries)
  const found = rows.map((row): HeldColumns | undefined => {
    const post = held.posts.get(row.id);
    if (post === undefined || post.version !== row.post_version) return undefined;
    if (!profiles || row.profile_version === null || row.profile_version === undefined)
      return { post: post.columns };
    const profile = held.profiles.get(post.columns.profile_id);
    return profile?.version === row.profile_version
      ? { post: post.columns, profile: profile.columns }
      : undefined;
  });
  const missing = rows.filter((_, index) => found[index] === undefined).map((row) => row.id);
  const read = new Map<string, ReadRow>();
  if (missing.length > 0) {
    const { rows: result } = await db.query<{ rows: ReadRow[] | null }>(completionSql(profiles), [missing], {
      prepare: true,
    });
    for (const row of result[0]?.rows ?? []) read.set(row.id, row);
  }
  const completed: (T & PostColumns & Partial<ProfileColumns> & { held: HeldColumns })[] = [];
  rows.forEach((row, index) => {
    let columns = found[index];
    if (columns === undefined) {
      const fresh = read.get(row.id);
      if (fresh === undefined) return; // gone since the page statement
      const post = pick<PostColumns>(fresh, POST_COLUMNS);
      held.posts.set(row.id, { version: fresh.post_version, columns: post });
      columns = { post };
      if (profiles && fresh.profile_version !== null && fresh.profile_version !== undefined) {
        columns.profile = pick<ProfileColumns>(fresh, PROFILE_COLUMNS);
        held.profiles.set(post.profile_id, { version: fresh.profile_version, columns: columns.profile });
      }
    }
    completed.push(
      Object.assign(row, columns.post, profiles ? (columns.profile ?? NO_PROFILE) : {}, { held: columns }),
    );
  });
  return completed;
}
