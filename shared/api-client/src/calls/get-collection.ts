import type { CollectionResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v1/collections/{id} */
export function getCollection(ctx: ClientContext, id: string): Promise<CollectionResponse> {
  return ctx.http.request('GET', `/v1/collections/${encodeURIComponent(id)}`);
}
