import type { Queryable } from '../db/db.js';
import type { ImageKind } from '../lib/urls.js';
import { drawingOf } from '../seed/vocabulary.js';
import type { Drawing } from '../seed/vocabulary.js';

/**
 * What an image draws: a product image (`{detailsId}` or `{detailsId}~{n}`, or a retailer product id) its product's
 * kind; a post hero the kinds of its first three products. Empty for other kinds and for names the seed did not make.
 */
export async function imageDrawings(db: Queryable, kind: ImageKind, id: string): Promise<Drawing[]> {
  let names: string[] = [];
  if (kind === 'product') {
    const base = id.split('~')[0] ?? id;
    const { rows } = await db.query<{ name: string }>(
      `select name from product_details where id = $1
       union all select title as name from retailer_products where id = $1 limit 1`,
      [base],
    );
    names = rows.map((r) => r.name);
  } else if (kind === 'post') {
    const { rows } = await db.query<{ name: string }>(
      `select d.name from products pr join product_details d on d.id = pr.product_details_id
       where pr.post_id = $1 order by pr.position limit 3`,
      [id],
    );
    names = rows.map((r) => r.name);
  }
  return names.map(drawingOf).filter((d): d is Drawing => d !== null);
}
