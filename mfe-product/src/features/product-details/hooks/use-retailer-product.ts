import type { RetailerProduct } from '@ltk/contracts';
import { useApi, useRequest } from '@ltk/platform';

/**
 * The retailer product (variants, options) behind product details, when it has one
 * (GET /v3/consumer_retailer_products/{id}); a failure is logged and the page keeps its details.
 */
export function useRetailerProduct(
  retailerProductId: string | null | undefined,
): RetailerProduct | null | undefined {
  const api = useApi();
  const request = useRequest(retailerProductId ?? null, () =>
    api.getRetailerProduct(retailerProductId ?? '').then(
      (response) => response.retailerProduct,
      (error: unknown) => {
        console.error('Error fetching retailer product by id', retailerProductId, error);
        return null;
      },
    ),
  );
  if (!retailerProductId) return null;
  return request.status === 'success' ? request.data : undefined;
}
