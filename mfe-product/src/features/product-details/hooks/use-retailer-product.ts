import type { RetailerProduct } from '@ltk/contracts';
import { useRead } from '@ltk/store';
import { retailerProductLinkRead, retailerProductRead } from '../retailer-products';
import type { ProductLinkSource } from '../utils/product-link-source';

/**
 * The retailer product id the page shows. Reached by a product link (`li` or `rshash`), the link service says which
 * retailer product it points to (GET /v1/retailer_product_links/{productDetailsId}?hlc={rshash}); until it answers,
 * when it fails or names none, the details' own catalog retailer product stands (the variants do not wait on it).
 */
export function useLinkedRetailerProductId(
  details: { id: string; catalogRetailerProductId?: string | null },
  source: ProductLinkSource,
): string | null {
  const viaLink = Boolean(source.postId || source.clickHash);
  const { data: linked } = useRead(
    retailerProductLinkRead,
    viaLink ? { id: details.id, hlc: source.clickHash } : null,
  );
  return linked || details.catalogRetailerProductId || null;
}

/**
 * The retailer product (variants, options) behind product details, when it has one: undefined while it loads,
 * null without one or after a failure (the page keeps its details).
 */
export function useRetailerProduct(
  retailerProductId: string | null | undefined,
): RetailerProduct | null | undefined {
  const { status, data } = useRead(retailerProductRead, retailerProductId || null);
  if (!retailerProductId) return null;
  if (data) return data;
  return status === 'failed' || status === 'succeeded' ? null : undefined;
}
