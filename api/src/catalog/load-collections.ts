import type { CatalogContext } from './context.js';
import { iso } from './context.js';
import type { Static } from '../schemas/builders.js';
import type { collectionSchema } from '../schemas/entities.js';

export type Collection = Static<typeof collectionSchema>;

type Row = {
  id: string;
  profile_id: string;
  title: string;
  rank: number;
  created_at: Date | string;
  item_count: number;
  latest: string[] | null;
};

const SELECT = `select c.id, c.profile_id, c.title, c.rank, c.created_at,
  (select count(*)::int from collection_items i where i.collection_id = c.id) as item_count,
  (select array_agg(x.post_id order by x.position) from (select i.post_id, i.position from collection_items i
     where i.collection_id = c.id order by i.position limit 4) x) as latest
  from collections c`;

const toCollection = (row: Row): Collection => ({
  id: row.id,
  collectionId: row.id,
  profileId: row.profile_id,
  title: row.title,
  rank: row.rank,
  itemCount: row.item_count,
  latestItemIds: row.latest ?? [],
  createdAt: iso(row.created_at),
});

export async function loadCollection(ctx: CatalogContext, id: string): Promise<Collection | null> {
  const { rows } = await ctx.db.query<Row>(`${SELECT} where c.id = $1`, [id]);
  return rows[0] ? toCollection(rows[0]) : null;
}

/** A creator's collections by rank, with offset paging. */
export async function queryCollections(
  ctx: CatalogContext,
  profileId: string,
  offset: number,
  limit: number,
): Promise<Collection[]> {
  const { rows } = await ctx.db.query<Row>(
    `${SELECT} where c.profile_id = $1 order by c.rank, c.id offset $2 limit $3`,
    [profileId, offset, limit],
  );
  return rows.map(toCollection);
}
