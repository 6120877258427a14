import type { CategoriesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v1/categories?country= (country from CATEGORIES_COUNTRY_MAP, default us). */
export function getCategories(ctx: ClientContext, country?: string): Promise<CategoriesResponse> {
  return ctx.http.call('get', '/v1/categories', { query: { country } });
}
