import { imageUrl } from '../lib/urls.js';
import type { CatalogContext } from './context.js';
import { inOrder } from './context.js';
import type { Static } from '../schemas/builders.js';
import type { mediaObjectSchema } from '../schemas/entities.js';

export type MediaObject = Static<typeof mediaObjectSchema>;

type MediaRow = { id: string; product_details_id: string; position: number; width: number; height: number };

export function toMediaObject(ctx: CatalogContext, row: MediaRow): MediaObject {
  const imageId = row.position === 0 ? row.product_details_id : `${row.product_details_id}~${row.position}`;
  return {
    id: row.id,
    mediaType: 'image',
    productDetailsId: row.product_details_id,
    position: row.position,
    imageUrl: imageUrl(ctx.config, 'product', imageId),
    width: row.width,
    height: row.height,
  };
}

export async function loadMediaObjects(ctx: CatalogContext, ids: readonly string[]): Promise<MediaObject[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const { rows } = await ctx.db.query<MediaRow>(
    'select id, product_details_id, position, width, height from media_objects where id = any($1::text[])',
    [unique],
  );
  return inOrder(
    unique,
    rows.map((row) => toMediaObject(ctx, row)),
  );
}

/** All images of the given product details, main image first. */
export async function loadMediaObjectsOfDetails(
  ctx: CatalogContext,
  detailsIds: readonly string[],
): Promise<MediaObject[]> {
  if (detailsIds.length === 0) return [];
  const { rows } = await ctx.db.query<MediaRow>(
    'select id, product_details_id, position, width, height from media_objects where product_details_id = any($1::text[]) order by product_details_id, position',
    [[...new Set(detailsIds)]],
  );
  return rows.map((row) => toMediaObject(ctx, row));
}
