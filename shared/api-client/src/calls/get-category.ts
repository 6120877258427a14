import type { CategoryResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v1/categories/{key}?country= */
export function getCategory(ctx: ClientContext, key: string, country?: string): Promise<CategoryResponse> {
  return ctx.http.request('GET', `/v1/categories/${encodeURIComponent(key)}`, { query: { country } });
}
