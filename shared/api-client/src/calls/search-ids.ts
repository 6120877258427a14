import type { SearchIdsResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';
import type { SearchV1Params } from './search-v1';

/** POST /v1/search/ids (all three types, childrenCount 0). */
export function searchIds(ctx: ClientContext, params: SearchV1Params): Promise<SearchIdsResponse> {
  return ctx.http.request('POST', '/v1/search/ids', {
    json: {
      query: params.query,
      types: params.types ?? ['post', 'product', 'profile'],
      page: params.page,
      limit: params.limit,
      childrenCount: 0,
      model: params.model,
    },
  });
}
