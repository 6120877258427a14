// `@ltk/store/shop-collections`: product sets, gift guides, their products and the gift-guide recipients, with their
// one read each. Not a shared module (shared/mf-config): each remote bundles it with the pages that show them (nothing
// on a first load). Two copies are one slice: the first injects it, and both name the same actions and read keys.
export {
  shopCollectionsSlice,
  selectShopCollection,
  selectShopProduct,
  selectRecipients,
  type ShopCollectionsState,
} from './shop-collections-slice';
export {
  giftGuideRecipients,
  shopCollection,
  creatorProductCollections,
  collectionProducts,
  audienceGiftGuides,
  COLLECTION_SUBTYPES,
  type CollectionSubtype,
} from './shop-collection-reads';
