import { BATCHING, type ProductDetails, type ProductDetailsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { pickBatched } from './pick-batched';

/** GET /v2/product_details/?ids= (batched 48 / 50 ms). */
export function getProductDetails(ctx: ClientContext, ids: readonly string[]): Promise<ProductDetails[]> {
  const batcher = ctx.batcher<ProductDetailsResponse>('product-details', {
    maxBatchSize: BATCHING.productDetails,
    run: (chunk) => ctx.http.call('get', '/v2/product_details/', { query: { ids: chunk } }),
  });
  return pickBatched(
    batcher,
    ids,
    (response) => response.productDetails,
    (details) => details.id,
  );
}
