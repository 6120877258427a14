import type { Queryable } from '../db/db.js';

/**
 * Post search's first tier (decision 0091): a full-text index of the most trending published posts only, 5% of them and
 * at least 1,000. Its predicate holds the trending bound, so a search of the tier reads this small index instead of
 * ANDing the whole catalog's matches with the trending index; PostgreSQL keeps its rows as posts change.
 */
const FIRST_TIER_INDEX = 'posts_search_first_tier';
/** The tier's subject stems (`lead_stems`), partial on the same bound: its posts about the words (decision 0049). */
const FIRST_TIER_SUBJECT_INDEX = 'posts_lead_stems_first_tier';
const FIRST_TIER_SHARE = 0.05;
const FIRST_TIER_MIN = 1000;

/**
 * Creates the first tier's index when it is missing and the catalog holds more than twice the tier (a smaller one is
 * searched whole). `size` (tests) sets the tier's size and replaces an index already there.
 */
export async function createFirstTierIndex(db: Queryable, size?: number): Promise<void> {
  if (size !== undefined || (await tierBound(db)) === null) await createTier(db, size);
  // the subject index on the tier's bound (a catalog whose tier was made before it gets it now)
  const bound = await tierBound(db);
  if (bound === null || (await tierBound(db, FIRST_TIER_SUBJECT_INDEX)) === bound) return;
  try {
    await db.exec(
      `drop index if exists ${FIRST_TIER_SUBJECT_INDEX};
       create index ${FIRST_TIER_SUBJECT_INDEX} on posts using gin (lead_stems)
       where status = 'published' and trending_score >= ${Math.trunc(bound)}`,
    );
  } catch (error) {
    // instances starting together on one server: another made it meanwhile
    if ((await tierBound(db, FIRST_TIER_SUBJECT_INDEX)) !== bound) throw error;
  }
}

async function createTier(db: Queryable, size?: number): Promise<void> {
  const published =
    (await db.query<{ n: number }>(`select count(*)::int as n from posts where status = 'published'`)).rows[0]
      ?.n ?? 0;
  const wanted = size ?? Math.max(FIRST_TIER_MIN, Math.round(published * FIRST_TIER_SHARE));
  if (wanted * 2 > published) return;
  const { rows } = await db.query<{ trending_score: number }>(
    `select trending_score from posts where status = 'published' order by trending_score desc, seq desc
     offset $1 limit 1`,
    [wanted - 1],
  );
  const bound = rows[0]?.trending_score;
  if (bound === undefined) return;
  if (size !== undefined)
    await db.exec(
      `drop index if exists ${FIRST_TIER_INDEX}; drop index if exists ${FIRST_TIER_SUBJECT_INDEX}`,
    );
  try {
    await db.exec(
      `create index if not exists ${FIRST_TIER_INDEX} on posts using gin (search)
       where status = 'published' and trending_score >= ${Math.trunc(bound)}`,
    );
  } catch (error) {
    // instances starting together on one server: another made it meanwhile
    if ((await tierBound(db)) === null) throw error;
  }
}

/** The first tier's trending bound, from its index's predicate (or the subject index's), or null without one. */
async function tierBound(db: Queryable, index = FIRST_TIER_INDEX): Promise<number | null> {
  const { rows } = await db.query<{ predicate: string }>(
    `select pg_get_expr(i.indpred, i.indrelid) as predicate from pg_index i join pg_class c on c.oid = i.indexrelid
     where c.relname = $1 and c.relnamespace = current_schema()::regnamespace`,
    [index],
  );
  const match = /trending_score >= '?(-?\d+)/.exec(rows[0]?.predicate ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The first tier: its trending bound, how many posts it holds, how many are published in all, and whether its subject
 * index (`lead_stems` on the same bound) is there.
 */
type FirstTier = { minTrending: number; size: number; published: number; subjectIndex: boolean };

/** Per database; read again after a minute (a new seed, a test's tier). */
const tiers = new WeakMap<Queryable, { at: number; tier: Promise<FirstTier | null> }>();

export function firstTier(db: Queryable): Promise<FirstTier | null> {
  const cached = tiers.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached.tier;
  const tier = (async (): Promise<FirstTier | null> => {
    const minTrending = await tierBound(db);
    if (minTrending === null) return null;
    const { rows } = await db.query<{ size: number; published: number }>(
      `select count(*) filter (where trending_score >= $1)::int as size, count(*)::int as published
       from posts where status = 'published'`,
      [minTrending],
    );
    const row = rows[0];
    const subjectIndex = (await tierBound(db, FIRST_TIER_SUBJECT_INDEX)) === minTrending;
    return row && row.size > 0
      ? { minTrending, size: row.size, published: row.published, subjectIndex }
      : null;
  })();
  // a failed read is not kept
  tier.catch(() => tiers.delete(db));
  tiers.set(db, { at: Date.now(), tier });
  return tier;
}
