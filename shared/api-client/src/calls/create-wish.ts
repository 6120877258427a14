import type { Wish } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /v2/wishes/ { ltk_product_id } */
export async function createWish(ctx: ClientContext, ltkProductId: string): Promise<Wish> {
  const response = await ctx.http.call('post', '/v2/wishes/', {
    json: { ltk_product_id: ltkProductId },
  });
  return response.wish;
}
