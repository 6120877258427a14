import type { RetailerProductLinkResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v1/retailer_product_links/{id}?hlc=: the retailer product a product link points to (id: product or product details id). */
export function getRetailerProductLink(
  ctx: ClientContext,
  id: string,
  params: { hlc?: string | null } = {},
): Promise<RetailerProductLinkResponse> {
  return ctx.http.call('get', '/v1/retailer_product_links/{id}', {
    params: { id },
    query: params.hlc ? { hlc: params.hlc } : {},
  });
}
