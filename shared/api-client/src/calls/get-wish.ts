import type { WishResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/wishes/{id} */
export function getWish(ctx: ClientContext, wishId: string): Promise<WishResponse> {
  return ctx.http.request('GET', `/v2/wishes/${encodeURIComponent(wishId)}`);
}
