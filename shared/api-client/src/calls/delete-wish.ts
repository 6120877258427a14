import type { DeleteWishResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** DELETE /v2/wishes/{id} */
export function deleteWish(ctx: ClientContext, wishId: string): Promise<DeleteWishResponse> {
  return ctx.http.call('delete', '/v2/wishes/{id}', { params: { id: wishId } });
}
