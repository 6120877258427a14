import type { DeleteWishResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** DELETE /v2/wishes/{id} */
export function deleteWish(ctx: ClientContext, wishId: string): Promise<DeleteWishResponse> {
  return ctx.http.request('DELETE', `/v2/wishes/${encodeURIComponent(wishId)}`);
}
