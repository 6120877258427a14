import type { CatalogContext } from '../../../catalog/context.js';
import { loadProductDetails } from '../../../catalog/load-product-details.js';
import { loadProducts } from '../../../catalog/load-products.js';
import { decodeCursor, encodeCursor } from '../../../lib/cursor.js';
import { batchParam, listParam } from '../../../lib/list-param.js';
import { serviceUrl } from '../../../lib/urls.js';
import { arr, limitQuery, listQuery, obj, ref, str } from '../../../schemas/builders.js';
import type { Static } from '../../../schemas/builders.js';
import { productDetailsSchema, productSchema } from '../../../schemas/entities.js';
import { cursorMetaSchema, wishSchema } from '../user-schemas.js';
import { toWish, WISH_SELECT, type WishRow } from './wish-rows.js';

export const wishPageQueryProperties = (defaultLimit: number) => ({
  cursor: str({ maxLength: 200, description: 'Opaque cursor from meta.cursor' }),
  limit: limitQuery(defaultLimit),
  ltk_product_ids: listQuery('Only wishes of these post products (batch 36)'),
  includes: listQuery('products, product_details'),
});
export const wishPageQuerySchema = (defaultLimit: number) => obj(wishPageQueryProperties(defaultLimit), []);

export type WishPageQuery = Static<ReturnType<typeof wishPageQuerySchema>>;

export const wishPageResponseSchema = obj(
  {
    wishes: arr(ref(wishSchema)),
    products: arr(ref(productSchema)),
    productDetails: arr(ref(productDetailsSchema)),
    meta: ref(cursorMetaSchema),
  },
  ['wishes', 'meta'],
);

/** One page of wishes matching `scope` (a where clause on `w`), newest first, with optional includes. */
export async function wishPage(
  ctx: CatalogContext,
  request: { query: WishPageQuery },
  path: string,
  scope: { where: string; params: unknown[] },
): Promise<Static<typeof wishPageResponseSchema>> {
  const { limit, cursor } = request.query;
  const ltkProductIds = batchParam('ltk_product_ids', request.query.ltk_product_ids, 36);
  const includes = new Set(listParam(request.query.includes));
  const params = [...scope.params];
  const where = [scope.where];
  if (ltkProductIds.length > 0) {
    params.push(ltkProductIds);
    where.push(`w.ltk_product_id = any($${params.length}::text[])`);
  }
  const after = decodeCursor(cursor);
  if (after !== undefined) {
    params.push(after);
    where.push(`w.seq < $${params.length}`);
  }
  params.push(limit + 1);
  const { rows } = await ctx.db.query<WishRow>(
    `${WISH_SELECT} where ${where.join(' and ')} order by w.seq desc limit $${params.length}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next = rows.length > limit && last ? encodeCursor(last.seq) : null;
  const wishes = page.map(toWish);
  const products =
    includes.has('products') || includes.has('product_details')
      ? await loadProducts(
          ctx,
          wishes.map((w) => w.ltkProductId),
        )
      : [];
  return {
    wishes,
    ...(includes.has('products') ? { products } : {}),
    ...(includes.has('product_details')
      ? {
          productDetails: await loadProductDetails(
            ctx,
            products.map((p) => p.productDetailsId),
          ),
        }
      : {}),
    meta: {
      next,
      cursor: next,
      nextUrl: next
        ? serviceUrl(ctx.config, path, { ...request.query, ltk_product_ids: ltkProductIds, cursor: next })
        : null,
      limit,
    },
  };
}
