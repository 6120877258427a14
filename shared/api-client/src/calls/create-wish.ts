import type { WishResponse, Wish } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /v2/wishes/ { ltk_product_id } */
export async function createWish(ctx: ClientContext, ltkProductId: string): Promise<Wish> {
  const response = await ctx.http.request<WishResponse>('POST', '/v2/wishes/', {
    json: { ltk_product_id: ltkProductId },
  });
  return response.wish;
}
