import { PAGE_SIZES } from '@ltk/contracts';
import { defineList, defineRead, entitiesReceived, fetchProfiles } from '@ltk/store';
import {
  collectionProductsReceived,
  collectionsReceived,
  recipientsReceived,
  selectRecipients,
  selectShopCollection,
  shopCollectionsSlice,
} from './shop-collections-slice';

/** GET /gift_guide/get_localized_categories: a locale's gift-guide recipients, ACTIVE ones only (section 3). */
export const giftGuideRecipients = /* @__PURE__ */ defineRead({
  owner: shopCollectionsSlice,
  name: 'gift-guide-recipients',
  args: (locale: string) => locale,
  load: async (locale, { dispatch, extra }) => {
    const { recipients } = await extra.api.getGiftGuideCategories(locale);
    dispatch(
      recipientsReceived({ locale, recipients: recipients.filter((term) => term.status === 'ACTIVE') }),
    );
  },
  select: selectRecipients,
});

/** GET /shop_product/get_shop_product_collection?collection_id=, then its creator (GET /v2/profiles/?ids=). */
export const shopCollection = /* @__PURE__ */ defineRead({
  owner: shopCollectionsSlice,
  name: 'collection',
  args: (id: string) => id,
  load: async (id, { dispatch, extra }) => {
    const { shopProductCollection } = await extra.api.getShopProductCollection(id);
    await dispatch(fetchProfiles([shopProductCollection.profileId]));
    dispatch(collectionsReceived([shopProductCollection]));
  },
  select: selectShopCollection,
});

/** Shop product collection subtypes: a creator's product sets and gift guides. */
export const COLLECTION_SUBTYPES = { productSet: 'PRODUCT_SET', giftGuide: 'GIFT_GUIDE' } as const;
export type CollectionSubtype = (typeof COLLECTION_SUBTYPES)[keyof typeof COLLECTION_SUBTYPES];

/**
 * GET /shop_product/get_shop_product_collections?profile_id=&subtype=: a creator's product sets or gift guides, 36
 * a page, paged by `next`. Without a profile id it fails with section 5's words.
 */
export const creatorProductCollections = /* @__PURE__ */ defineList({
  owner: shopCollectionsSlice,
  name: 'creator-collections',
  args: ({ profileId, subtype }: { profileId: string; subtype: CollectionSubtype; displayName: string }) =>
    `${subtype}:${profileId}`,
  load: async ({ profileId, subtype, displayName }, cursor, { dispatch, extra }) => {
    if (!profileId) throw new Error(`No profile id found for display name ${displayName}`);
    const response = await extra.api.getShopProductCollections({
      profileId,
      subtype,
      limit: PAGE_SIZES.productSets,
      next: cursor,
    });
    dispatch(collectionsReceived(response.shopProductCollections));
    return { ids: response.shopProductCollections.map((set) => set.collectionId), meta: response.meta };
  },
});

/** GET /shop_product/get_shop_products_by_collection (includes[]=product_details), 36 a page, by `next`. */
export const collectionProducts = /* @__PURE__ */ defineList({
  owner: shopCollectionsSlice,
  name: 'collection-products',
  args: (id: string) => id,
  load: async (id, cursor, { dispatch, extra }) => {
    const response = await extra.api.getShopProductsByCollection({
      collectionId: id,
      limit: PAGE_SIZES.productSets,
      next: cursor,
    });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), productDetails: response.productDetails }));
    dispatch(collectionProductsReceived(response.shopProducts));
    return { ids: response.shopProducts.map((product) => product.shopProductId), meta: response.meta };
  },
});

/** GET /v3/activities/giftguides?audience=: one audience's gift guides, 36 a page, paged by `next`. */
export const audienceGiftGuides = /* @__PURE__ */ defineList({
  owner: shopCollectionsSlice,
  name: 'audience-gift-guides',
  args: (audience: string) => audience,
  load: async (audience, cursor, { dispatch, extra }) => {
    const { data, meta } = await extra.api.getGiftGuidesFeed({
      audience,
      limit: PAGE_SIZES.giftGuides,
      next: cursor,
    });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), profiles: data.profiles }));
    dispatch(collectionsReceived(data.shopProductCollections ?? []));
    return { ids: data.activities.map((activity) => activity.collectionId), meta };
  },
});
