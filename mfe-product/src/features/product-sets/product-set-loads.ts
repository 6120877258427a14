import { PAGE_SIZES } from '@ltk/contracts';
import { entitiesReceived, fetchProfiles, injectSlices, type ListLoader, type LoadFn } from '@ltk/store';
import { productSetProductsReceived, productSetReceived, productSetSlice } from './product-set-slice';

/** The store key of one product set. */
export const productSetKey = (id: string) => `product-set:${id}`;

/** GET /shop_product/get_shop_product_collection?collection_id=, then its creator (GET /v2/profiles/?ids=). */
export function loadProductSet(id: string): LoadFn {
  return async ({ dispatch, extra }) => {
    injectSlices({ dispatch }, productSetSlice);
    const { shopProductCollection } = await extra.api.getShopProductCollection(id);
    await dispatch(fetchProfiles([shopProductCollection.profileId]));
    dispatch(productSetReceived(shopProductCollection));
  };
}

/** The list name of a product set's products. */
export const productSetProductsList = (id: string) => `product-set-products:${id}`;

/** GET /shop_product/get_shop_products_by_collection (includes[]=product_details), 36 a page, by `next`. */
export function productSetProductsLoader(id: string): ListLoader {
  return async (cursor, { dispatch, extra }) => {
    injectSlices({ dispatch }, productSetSlice);
    const response = await extra.api.getShopProductsByCollection({
      collectionId: id,
      limit: PAGE_SIZES.productSets,
      next: cursor,
    });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), productDetails: response.productDetails }));
    dispatch(productSetProductsReceived(response.shopProducts));
    return { ids: response.shopProducts.map((product) => product.shopProductId), meta: response.meta };
  };
}
