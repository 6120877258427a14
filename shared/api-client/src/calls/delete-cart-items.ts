import type { DeleteCartItemsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** DELETE /v1/cart_items?ids= (carts left empty are deleted too: deletedCartIds). */
export function deleteCartItems(
  ctx: ClientContext,
  ids: readonly string[],
): Promise<DeleteCartItemsResponse> {
  return ctx.http.call('delete', '/v1/cart_items', { query: { ids } });
}
