import { BATCHING, type Wish, type WishesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { pickBatched } from './pick-batched';

/** GET /v2/wishes/?ltk_product_ids= — which of these products the user wished (batched 10 / 50 ms). */
export function getWishesForProducts(ctx: ClientContext, ltkProductIds: readonly string[]): Promise<Wish[]> {
  const batcher = ctx.batcher<WishesResponse>('wishes-for-products', {
    maxBatchSize: BATCHING.wishes,
    run: (chunk) => ctx.http.call('get', '/v2/wishes/', { query: { ltk_product_ids: chunk } }),
  });
  return pickBatched(
    batcher,
    ltkProductIds,
    (response) => response.wishes,
    (wish) => wish.ltkProductId,
  );
}
