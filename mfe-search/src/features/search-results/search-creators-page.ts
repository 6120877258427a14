import { PAGE_SIZES, type SearchHit } from '@ltk/contracts';
import type { ApiClient } from '@ltk/api-client';
import type { SearchPage } from './paged-search-state';

/** One page of creator hits. */
export async function searchCreatorsPage(
  api: ApiClient,
  query: string,
  page: number,
): Promise<SearchPage<SearchHit>> {
  const { data } = await api.searchCreators({ query, page, limit: PAGE_SIZES.nonPostSearch });
  return { hits: data.hits, meta: { page: data.page, nbPages: data.nbPages, nbHits: data.nbHits } };
}
