import type { CartItem } from '@ltk/contracts';
import { queryString } from './query-string';

/** Optional query of the product link (section 2). */
export interface ProductLinkQuery {
  /** Post (ltk) id the product was found in. */
  li?: string;
  /** Collection (product set) id. */
  ci?: string;
  /** Click hash of an off-property source. */
  rshash?: string;
  /** A variant by its title ('Navy / M') or id, for links written by hand or by retailers. */
  variant?: string;
  /** Retailer product variant id. */
  vid?: string;
}

/** `/products/{productDetailsId}` with its optional query. */
export function productLink(productDetailsId: string, query: ProductLinkQuery = {}): string {
  return `/products/${encodeURIComponent(productDetailsId)}${queryString({ ...query })}`;
}

type CartItemSource = Pick<
  CartItem,
  'productDetailsId' | 'retailerProductVariantId' | 'contentSourceType' | 'contentSourceId' | 'clickHash'
>;

/** Product link of a cart item: variant id plus the post id, product-set id or click hash of its source. */
export function cartItemProductLink(item: CartItemSource): string {
  const source = item.contentSourceId ?? undefined;
  const query: ProductLinkQuery = { vid: item.retailerProductVariantId };
  if (item.contentSourceType === 'post') query.li = source;
  else if (item.contentSourceType === 'product_set') query.ci = source;
  else query.rshash = item.clickHash ?? undefined;
  return productLink(item.productDetailsId, query);
}
