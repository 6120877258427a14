import type { RetailerProductResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v3/consumer_retailer_products/{id}?includes=policies */
export function getRetailerProduct(ctx: ClientContext, id: string): Promise<RetailerProductResponse> {
  return ctx.http.call('get', '/v3/consumer_retailer_products/{id}', {
    params: { id },
    query: { includes: ['policies'] },
  });
}
