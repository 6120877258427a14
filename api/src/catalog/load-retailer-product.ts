import { imageUrl } from '../lib/urls.js';
import type { CatalogContext } from './context.js';
import { dollars } from './context.js';
import type { Static } from '../schemas/builders.js';
import type { retailerProductSchema } from '../schemas/entities.js';

export type RetailerProduct = Static<typeof retailerProductSchema>;

type RpRow = {
  id: string;
  title: string;
  retailer_id: string;
  retailer_name: string;
  currency: string;
  options: { name: string; values: string[]; position: number }[];
  image_count: number;
  has_size_chart: boolean;
  policies: { handle: string; body: string }[];
  details_id: string | null;
};

type VariantRow = {
  id: string;
  position: number;
  title: string;
  option_values: Record<string, string>;
  price_cents: number;
  sale_price_cents: number | null;
  stock: number;
};

/** One retailer product with its variants; `withPolicies` adds shipping/returns policies. Null when unknown. */
export async function loadRetailerProduct(
  ctx: CatalogContext,
  id: string,
  withPolicies: boolean,
): Promise<RetailerProduct | null> {
  const { rows } = await ctx.db.query<RpRow>(
    `select rp.id, rp.title, rp.retailer_id, r.display_name as retailer_name, rp.currency, rp.options, rp.image_count, rp.has_size_chart,
       rp.policies, (select d.id from product_details d where d.retailer_product_id = rp.id limit 1) as details_id
     from retailer_products rp join retailers r on r.id = rp.retailer_id where rp.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const variants = await ctx.db.query<VariantRow>(
    'select id, position, title, option_values, price_cents, sale_price_cents, stock from variants where retailer_product_id = $1 order by position',
    [id],
  );
  const imageBase = row.details_id ?? row.id;
  const prices = variants.rows.map((v) => v.price_cents);
  const sales = variants.rows.map((v) => v.sale_price_cents).filter((v): v is number => v !== null);
  return {
    id: row.id,
    title: row.title,
    retailerId: row.retailer_id,
    retailer: {
      id: row.retailer_id,
      displayName: row.retailer_name,
      imageUrl: imageUrl(ctx.config, 'retailer', row.retailer_id),
    },
    productDetailsId: row.details_id,
    imageUrl: imageUrl(ctx.config, 'product', imageBase),
    additionalImageUrls: Array.from({ length: Math.max(row.image_count - 1, 0) }, (_, i) =>
      imageUrl(ctx.config, 'product', `${imageBase}~${i + 1}`),
    ),
    variants: variants.rows.map((v) => ({
      id: v.id,
      title: v.title,
      position: v.position,
      options: v.option_values,
      price: dollars(v.price_cents) ?? 0,
      salePrice: dollars(v.sale_price_cents),
      imageUrl: imageUrl(ctx.config, 'product', imageBase),
      quantity: v.stock,
      available: v.stock > 0,
    })),
    options: row.options,
    priceMin: dollars(Math.min(...prices)) ?? 0,
    priceMax: dollars(Math.max(...prices)) ?? 0,
    salePriceMin: sales.length ? dollars(Math.min(...sales)) : null,
    salePriceMax: sales.length ? dollars(Math.max(...sales)) : null,
    currency: row.currency,
    sizeChart: row.has_size_chart ? { imageUrl: imageUrl(ctx.config, 'sizechart', row.id) } : null,
    ...(withPolicies ? { policies: row.policies } : {}),
  };
}
