import { PAGE_SIZES } from '@ltk/contracts';
import { defineList, fetchPosts } from '@ltk/store';
import { isEmptyShopSearch, nextShopSearchPage, orderShopHits } from './shop-search-rules';
import { pinnedReceived, shopSearchSlice } from './shop-search-slice';
import type { ShopRanking } from './shop-search-names';

export interface ShopSearchArgs {
  profileId: string;
  ranking: ShopRanking;
  term: string;
}

/**
 * POST /v2/search/shop: one page of a creator's posts for a term (36 a page), then their posts
 * (GET /v2/ltks?ids=). Pages by number (see `nextShopSearchPage`); an all-zero answer stores an empty list.
 */
export const shopSearch = defineList({
  owner: shopSearchSlice,
  name: 'shop-search',
  args: ({ profileId, ranking, term }: ShopSearchArgs) => `${profileId}:${ranking}:${term}`,
  load: async (args, cursor, { dispatch, extra }) => {
    const page = cursor ? Number(cursor) : 0;
    const response = await extra.api.searchShop({
      query: args.term,
      profileId: args.profileId,
      ranking: args.ranking,
      page,
      limit: PAGE_SIZES.shopSearch,
    });
    if (isEmptyShopSearch(response)) return { ids: [], meta: { next: null } };
    const { ids, pinned } = orderShopHits(response.hits, response.page);
    if (response.page === 0) dispatch(pinnedReceived({ list: shopSearch.key(args), ids: pinned }));
    if (ids.length > 0) await dispatch(fetchPosts(ids)).unwrap();
    const next = nextShopSearchPage(response);
    return { ids, meta: { next: next ? String(next) : null, totalResults: response.nbHits } };
  },
});
