import { imageUrl } from '../lib/urls.js';
import type { CatalogContext } from './context.js';
import { dollars, inOrder } from './context.js';
import type { Static } from '../schemas/builders.js';
import type { productSchema } from '../schemas/entities.js';

export type Product = Static<typeof productSchema>;

export type ProductRow = {
  id: string;
  post_id: string;
  position: number;
  product_details_id: string;
  product_reference_id: string;
  matching: string;
  name: string;
  retailer_id: string;
  retailer_name: string;
  domain: string;
  price_cents: number;
  sale_price_cents: number | null;
  currency: string;
  media_object_ids: string[] | null;
};

const PRODUCT_SELECT = `select pr.id, pr.post_id, pr.position, pr.product_details_id, pr.product_reference_id, pr.matching,
  d.name, d.retailer_id, r.display_name as retailer_name, r.domain, d.price_cents, d.sale_price_cents, d.currency,
  (select array_agg(m.id order by m.position) from media_objects m where m.product_details_id = d.id) as media_object_ids
  from products pr join product_details d on d.id = pr.product_details_id join retailers r on r.id = d.retailer_id`;

export function toProduct(ctx: CatalogContext, row: ProductRow): Product {
  return {
    id: row.id,
    ltkId: row.post_id,
    position: row.position,
    productDetailsId: row.product_details_id,
    productReferenceId: row.product_reference_id,
    name: row.name,
    retailerId: row.retailer_id,
    retailerDisplayName: row.retailer_name,
    price: dollars(row.price_cents) ?? 0,
    salePrice: dollars(row.sale_price_cents),
    currency: row.currency,
    hyperlink: `https://${row.domain}/products/${row.product_details_id}?rs=${row.id}`,
    links: { ltkWeb: `${ctx.config.webUrl}/products/${row.product_details_id}?li=${row.post_id}` },
    imageUrl: imageUrl(ctx.config, 'product', row.product_details_id),
    matching: row.matching,
    mediaObjectIds: row.media_object_ids ?? [],
  };
}

export async function loadProducts(ctx: CatalogContext, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { rows } = await ctx.db.query<ProductRow>(`${PRODUCT_SELECT} where pr.id = any($1::text[])`, [ids]);
  return inOrder(
    ids,
    rows.map((row) => toProduct(ctx, row)),
  );
}

/** Products of the given posts, grouped in post order then position. */
export async function loadProductsOfPosts(
  ctx: CatalogContext,
  postIds: readonly string[],
): Promise<Product[]> {
  if (postIds.length === 0) return [];
  const { rows } = await ctx.db.query<ProductRow>(
    `${PRODUCT_SELECT} where pr.post_id = any($1::text[]) order by pr.position`,
    [postIds],
  );
  const order = new Map(postIds.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => (order.get(a.post_id) ?? 0) - (order.get(b.post_id) ?? 0) || a.position - b.position)
    .map((row) => toProduct(ctx, row));
}
