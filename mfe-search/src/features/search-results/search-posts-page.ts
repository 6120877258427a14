import { PAGE_SIZES } from '@ltk/contracts';
import type { ApiClient } from '@ltk/api-client';
import type { SearchPage } from './paged-search-state';
import { postIdOf, toPostCards, type PostCard } from './post-cards';

/** One page (20) of post hits, resolved to feed cards (posts by id, batched; product names from details). */
export async function searchPostsPage(
  api: ApiClient,
  query: string,
  page: number,
): Promise<SearchPage<PostCard>> {
  const { data } = await api.searchPosts({ query, page, limit: PAGE_SIZES.searchPosts });
  const meta = { page: data.page, nbPages: data.nbPages, nbHits: data.nbHits };
  if (data.hits.length === 0) return { hits: [], meta };
  const ltks = await api.getLtksByIds(data.hits.map(postIdOf));
  const details = await api.getProductDetails(
    (ltks.products ?? []).map((product) => product.productDetailsId),
  );
  const names = new Map(details.map((d) => [d.id, d.name]));
  return { hits: toPostCards(data.hits, ltks, names), meta };
}
