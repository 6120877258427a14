import type { CollectionResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v1/collections/{id} */
export function getCollection(ctx: ClientContext, id: string): Promise<CollectionResponse> {
  return ctx.http.call('get', '/v1/collections/{id}', { params: { id } });
}
