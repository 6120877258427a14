import { PAGE_SIZES } from '@ltk/contracts';
import { entitiesReceived, injectSlices, type ListLoader, type LoadFn } from '@ltk/store';
import {
  productSetsSlice,
  recipientsReceived,
  setProductsReceived,
  setsReceived,
} from './product-sets-slice';

/** Shop product collection subtypes: the shop's product sets and gift guides tabs. */
export const SUBTYPES = { productSet: 'PRODUCT_SET', giftGuide: 'GIFT_GUIDE' } as const;
export type SetSubtype = (typeof SUBTYPES)[keyof typeof SUBTYPES];

/** The list name of a creator's product sets or gift guides. */
export const setsList = (profileId: string, subtype: SetSubtype) => `shop-sets:${subtype}:${profileId}`;

/**
 * GET /shop_product/get_shop_product_collections?profile_id=&subtype=, 36 a page, paged by `next`. Without a
 * profile id it fails with section 5's words.
 */
export function setsLoader(profileId: string, subtype: SetSubtype, displayName: string): ListLoader {
  return async (cursor, { dispatch, extra }) => {
    if (!profileId) throw new Error(`No profile id found for display name ${displayName}`);
    injectSlices({ dispatch }, productSetsSlice);
    const response = await extra.api.getShopProductCollections({
      profileId,
      subtype,
      limit: PAGE_SIZES.productSets,
      next: cursor,
    });
    dispatch(setsReceived(response.shopProductCollections));
    return { ids: response.shopProductCollections.map((set) => set.collectionId), meta: response.meta };
  };
}

/** The store key of one product set or gift guide. */
export const setKey = (id: string) => `shop-set:${id}`;

/** GET /shop_product/get_shop_product_collection?collection_id=. */
export function loadSet(id: string): LoadFn {
  return async ({ dispatch, extra }) => {
    injectSlices({ dispatch }, productSetsSlice);
    const { shopProductCollection } = await extra.api.getShopProductCollection(id);
    dispatch(setsReceived([shopProductCollection]));
  };
}

/** The list name of a set's products. */
export const setProductsList = (id: string) => `shop-set-products:${id}`;

/** GET /shop_product/get_shop_products_by_collection (includes[]=product_details), 36 a page, by `next`. */
export function setProductsLoader(id: string): ListLoader {
  return async (cursor, { dispatch, extra }) => {
    injectSlices({ dispatch }, productSetsSlice);
    const response = await extra.api.getShopProductsByCollection({
      collectionId: id,
      limit: PAGE_SIZES.productSets,
      next: cursor,
    });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), productDetails: response.productDetails }));
    dispatch(setProductsReceived(response.shopProducts));
    return { ids: response.shopProducts.map((product) => product.shopProductId), meta: response.meta };
  };
}

/** The store key of a locale's gift-guide recipients. */
export const recipientsKey = (locale: string) => `gift-guide-categories:${locale}`;

/** GET /gift_guide/get_localized_categories: the locale's recipients, ACTIVE ones only (section 3). */
export function loadRecipients(locale: string): LoadFn {
  return async ({ dispatch, extra }) => {
    injectSlices({ dispatch }, productSetsSlice);
    const { recipients } = await extra.api.getGiftGuideCategories(locale);
    dispatch(
      recipientsReceived({ locale, recipients: recipients.filter((term) => term.status === 'ACTIVE') }),
    );
  };
}
