import { defineList, fetchProducts } from '@ltk/store';
import { nextShopSearchPage } from './shop-search-rules';
import { shopSearchSlice } from './shop-search-slice';

/** Products the shop's product search asks for at a time (one row of the strip and a bit). */
const SHOP_PRODUCTS_PAGE = 12;

export interface ShopProductSearchArgs {
  profileId: string;
  term: string;
}

/**
 * POST /v2/search/shop/products: the creator's products matching the term, best match first (ranking Relevant), 12 a
 * page, then the products themselves (GET /v2/products/). Pages by number; no hits (null) is an empty list.
 */
export const shopProductSearch = defineList({
  owner: shopSearchSlice,
  name: 'shop-product-search',
  args: ({ profileId, term }: ShopProductSearchArgs) => `${profileId}:${term}`,
  load: async ({ profileId, term }, cursor, { dispatch, extra }) => {
    const response = await extra.api.searchShopProducts({
      profileId,
      query: term,
      ranking: 'Relevant',
      page: cursor ? Number(cursor) : 0,
      limit: SHOP_PRODUCTS_PAGE,
    });
    if (!response) return { ids: [], meta: { next: null, totalResults: 0 } };
    const ids = [...new Set(response.hits.map((hit) => hit.productId))];
    if (ids.length > 0) await dispatch(fetchProducts(ids)).unwrap();
    const next = nextShopSearchPage(response);
    return { ids, meta: { next: next ? String(next) : null, totalResults: response.nbHits } };
  },
});
