import type { RetailerProductLinkResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v1/retailer_product_links/{id}?hlc= */
export function getRetailerProductLink(
  ctx: ClientContext,
  id: string,
  params: { hlc?: string } = {},
): Promise<RetailerProductLinkResponse> {
  return ctx.http.request('GET', `/v1/retailer_product_links/${encodeURIComponent(id)}`, {
    query: { hlc: params.hlc },
  });
}
