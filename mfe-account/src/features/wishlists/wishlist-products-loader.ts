import type { WishesResponse } from '@ltk/contracts';
import { entitiesReceived, wishAdded, type ListLoader, type ThunkExtra } from '@ltk/store';

/**
 * A `ListLoader` over a page of wishes: the ids are the wished products (ltkProductId), products and their
 * details go to the shared entities. `own` also records the wishes, so removing one finds its wish id.
 */
export function wishlistProductsLoader(
  fetchPage: (api: ThunkExtra['api'], cursor: string | undefined) => Promise<WishesResponse>,
  { own }: { own: boolean },
): ListLoader {
  return async (cursor, { dispatch, extra }) => {
    const page = await fetchPage(extra.api, cursor);
    const products = await extra.api.getProducts(page.wishes.map((wish) => wish.ltkProductId));
    const productDetails = await extra.api.getProductDetails(products.map((p) => p.productDetailsId));
    dispatch(entitiesReceived({ fetchedAt: extra.now(), products, productDetails }));
    if (own) for (const wish of page.wishes) dispatch(wishAdded(wish));
    const known = new Set(products.map((product) => product.id));
    return {
      ids: page.wishes.map((wish) => wish.ltkProductId).filter((id) => known.has(id)),
      meta: { next: page.wishes.length > 0 ? (page.meta?.cursor ?? page.meta?.next ?? null) : null },
    };
  };
}
