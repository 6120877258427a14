import type { WishesResponse } from '@ltk/contracts';
import { entitiesReceived, wishAdded, type ListPage, type LoadApi } from '@ltk/store';

/**
 * One page of wishes as a list page: the ids are the wished products (ltkProductId), products and their details
 * go to the shared entities. `own` also records the wishes, so removing one finds its wish id.
 */
export async function loadWishlistProducts(
  { dispatch, extra }: LoadApi,
  request: Promise<WishesResponse>,
  { own }: { own: boolean },
): Promise<ListPage> {
  const page = await request;
  const products = await extra.api.getProducts(page.wishes.map((wish) => wish.ltkProductId));
  const productDetails = await extra.api.getProductDetails(products.map((p) => p.productDetailsId));
  dispatch(entitiesReceived({ fetchedAt: extra.now(), products, productDetails }));
  if (own) for (const wish of page.wishes) dispatch(wishAdded(wish));
  const known = new Set(products.map((product) => product.id));
  return {
    ids: page.wishes.map((wish) => wish.ltkProductId).filter((id) => known.has(id)),
    meta: { next: page.wishes.length > 0 ? (page.meta?.cursor ?? page.meta?.next ?? null) : null },
  };
}
