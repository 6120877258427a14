import { PAGE_SIZES, type SuggestionsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { renameObjectId } from './rename-object-id';

/** GET /v2/suggestions/global/?query=&limit= (3 each); hits carry objectID. */
export async function getSuggestions(
  ctx: ClientContext,
  params: { query: string; limit?: number },
): Promise<SuggestionsResponse> {
  const response = await ctx.http.call('get', '/v2/suggestions/global/', {
    query: { query: params.query, limit: params.limit ?? PAGE_SIZES.suggestions },
  });
  return { data: { hits: response.data.hits.map(renameObjectId) } };
}
