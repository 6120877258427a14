import { imageUrl } from '../lib/urls.js';
import type { CatalogContext } from './context.js';
import { dollars, inOrder } from './context.js';
import type { Static } from '../schemas/builders.js';
import type { productDetailsSchema } from '../schemas/entities.js';

export type ProductDetails = Static<typeof productDetailsSchema>;

type DetailsRow = {
  id: string;
  name: string;
  retailer_id: string;
  retailer_name: string;
  domain: string;
  category: string;
  price_cents: number;
  sale_price_cents: number | null;
  currency: string;
  retailer_product_id: string | null;
  media_object_ids: string[] | null;
};

export function toProductDetails(ctx: CatalogContext, row: DetailsRow): ProductDetails {
  const finalCents = row.sale_price_cents ?? row.price_cents;
  return {
    id: row.id,
    name: row.name,
    advertiserName: row.retailer_name,
    retailerId: row.retailer_id,
    category: row.category,
    price: dollars(row.price_cents) ?? 0,
    salePrice: dollars(row.sale_price_cents),
    localPrice: dollars(finalCents) ?? 0,
    currency: row.currency,
    percentChange:
      row.sale_price_cents === null
        ? 0
        : Math.round(((row.sale_price_cents - row.price_cents) / row.price_cents) * 10000) / 10000,
    hasVariants: row.retailer_product_id !== null,
    catalogRetailerProductId: row.retailer_product_id,
    hyperlink: `https://${row.domain}/products/${row.id}`,
    imageUrl: imageUrl(ctx.config, 'product', row.id),
    mediaObjectIds: row.media_object_ids ?? [],
  };
}

export const DETAILS_SELECT = `select d.id, d.name, d.retailer_id, r.display_name as retailer_name, r.domain, d.category, d.price_cents, d.sale_price_cents,
  d.currency, d.retailer_product_id,
  (select array_agg(m.id order by m.position) from media_objects m where m.product_details_id = d.id) as media_object_ids
  from product_details d join retailers r on r.id = d.retailer_id`;

export async function loadProductDetails(
  ctx: CatalogContext,
  ids: readonly string[],
): Promise<ProductDetails[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const { rows } = await ctx.db.query<DetailsRow>(`${DETAILS_SELECT} where d.id = any($1::text[])`, [unique]);
  return inOrder(
    unique,
    rows.map((row) => toProductDetails(ctx, row)),
  );
}
