import { BATCHING, type Product, type ProductsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { pickBatched } from './pick-batched';

/** GET /v2/products/?ids= (batched 10 / 50 ms). */
export function getProducts(ctx: ClientContext, ids: readonly string[]): Promise<Product[]> {
  const batcher = ctx.batcher<ProductsResponse>('products', {
    maxBatchSize: BATCHING.products,
    run: (chunk) => ctx.http.call('get', '/v2/products/', { query: { ids: chunk } }),
  });
  return pickBatched(
    batcher,
    ids,
    (response) => response.products,
    (product) => product.id,
  );
}
