import type { SearchV1Response, ServerSearchHit, SearchMeta } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import { renameObjectId } from './rename-object-id';

export interface SearchV1Params {
  query: string;
  /** post and product by default; profile search uses ['profile']. */
  types?: readonly ('post' | 'product' | 'profile')[];
  page?: number;
  limit?: number;
  childrenCount?: number;
  /** Image-search experiment model. */
  model?: string;
}

/** POST /v1/search; hits carry objectID. */
export async function searchV1(ctx: ClientContext, params: SearchV1Params): Promise<SearchV1Response> {
  const response = await ctx.http.request<{
    hits: ServerSearchHit[];
    meta: SearchMeta & { hitsPerPage: number };
  }>('POST', '/v1/search', {
    json: {
      query: params.query,
      types: params.types ?? ['post', 'product'],
      page: params.page,
      limit: params.limit,
      childrenCount: params.childrenCount,
      model: params.model,
    },
  });
  return { hits: response.hits.map(renameObjectId), meta: response.meta };
}
