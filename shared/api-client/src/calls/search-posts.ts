import { PAGE_SIZES, type SearchResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { renameObjectId } from './rename-object-id';
import type { SearchParams } from './search-params';

/** POST /v2/search/post/ (20 per page); hits carry objectID. */
export async function searchPosts(ctx: ClientContext, params: SearchParams): Promise<SearchResponse> {
  const response = await ctx.http.call('post', '/v2/search/post/', {
    json: {
      query: params.query,
      page: params.page ?? 0,
      limit: params.limit ?? PAGE_SIZES.searchPosts,
      analytics: params.analytics,
    },
  });
  return { data: { ...response.data, hits: response.data.hits.map(renameObjectId) } };
}
