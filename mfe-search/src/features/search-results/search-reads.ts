import { PAGE_SIZES, type SearchMeta } from '@ltk/contracts';
import { logger } from '@ltk/contracts/log';
import { defineList, entitiesSlice, type ListPage } from '@ltk/store';
import { loadCardPosts } from '@ltk/store/card-posts';
import { creatorHitsReceived, hitId, searchHitsSlice } from './search-hits-slice';

/** Section 4: a failed search is retried once; a second failure is logged and fails the list. */
async function retryOnce<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch {
    try {
      return await task();
    } catch (error) {
      logger.error('Search failed', error);
      throw error;
    }
  }
}

/**
 * The page after this one, as the list's cursor: post search stops once every hit is loaded, profile-style search
 * pages while page < nbPages - 1.
 */
export function nextSearchPage(meta: SearchMeta, mode: 'hits' | 'pages', pageSize: number): string | null {
  const next = meta.page + 1;
  if (next >= meta.nbPages) return null;
  if (mode === 'hits' && next * pageSize >= meta.nbHits) return null;
  return String(next);
}

/**
 * Posts matching a keyword (POST /v2/search/post/, 20 a page), their posts, creators and products
 * (GET /v2/ltks?ids=) and the products' names (GET /v2/product_details/) into the shared entities; the list holds
 * the post ids in hit order (hits whose post is gone are left out).
 */
export const postSearch = defineList({
  owner: entitiesSlice,
  name: 'search-posts',
  args: (query: string) => query,
  load: (query, cursor, api) =>
    retryOnce(async (): Promise<ListPage> => {
      const page = cursor ? Number(cursor) : 0;
      const { data } = await api.extra.api.searchPosts({ query, page, limit: PAGE_SIZES.searchPosts });
      const meta: SearchMeta = { page: data.page, nbPages: data.nbPages, nbHits: data.nbHits };
      const paging = {
        next: nextSearchPage(meta, 'hits', PAGE_SIZES.searchPosts),
        totalResults: data.nbHits,
      };
      if (data.hits.length === 0) return { ids: [], meta: paging };
      const ids = await loadCardPosts(data.hits.map(hitId), api);
      return { ids, meta: paging };
    }),
});

/** Creators matching a keyword (POST /v2/search/creator/, 3 a page): the hits into this remote's slice. */
export const creatorSearch = defineList({
  owner: searchHitsSlice,
  name: 'search-creators',
  args: (query: string) => query,
  load: (query, cursor, { dispatch, extra }) =>
    retryOnce(async (): Promise<ListPage> => {
      const page = cursor ? Number(cursor) : 0;
      const { data } = await extra.api.searchCreators({ query, page, limit: PAGE_SIZES.nonPostSearch });
      dispatch(creatorHitsReceived(data.hits));
      const meta: SearchMeta = { page: data.page, nbPages: data.nbPages, nbHits: data.nbHits };
      return {
        ids: data.hits.map(hitId),
        meta: { next: nextSearchPage(meta, 'pages', PAGE_SIZES.nonPostSearch), totalResults: data.nbHits },
      };
    }),
});
