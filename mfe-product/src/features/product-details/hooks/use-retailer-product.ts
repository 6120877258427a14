import type { RetailerProduct } from '@ltk/contracts';
import { useRead } from '@ltk/store';
import { retailerProductRead } from '../retailer-products';

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
