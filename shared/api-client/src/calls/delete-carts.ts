import type { DeleteCartsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** DELETE /v1/carts?ids= */
export function deleteCarts(ctx: ClientContext, ids: readonly string[]): Promise<DeleteCartsResponse> {
  return ctx.http.call('delete', '/v1/carts', { query: { ids } });
}
