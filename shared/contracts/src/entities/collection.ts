export interface CollectionItem {
  id: string;
  externalId: string;
  type: string;
  position: number;
}

export interface Collection {
  id: string;
  collectionId: string;
  profileId: string;
  title: string;
  rank: number;
  itemCount: number;
  latestItemIds: string[];
  createdAt: string;
}

/** Product set or gift guide (subtype GIFT_GUIDE among others; audience/occasion uppercased). */
export interface ShopProductCollection {
  id: string;
  collectionId: string;
  profileId: string;
  title: string;
  subtype: string;
  productCount: number;
  description: string;
  coverPhotoUrls: string[];
  attributes: { audience: string | null; occasion: string | null };
  createdAt: string;
}

export interface ShopProduct {
  id: string;
  shopProductId: string;
  collectionId: string;
  position: number;
  productDetailsId: string;
  linkUrl: string;
  productReferenceId: string;
  imageUrl: string;
}

/** Gift-guide recipient or occasion (only ACTIVE ones are kept). */
export interface GiftGuideTerm {
  key: string;
  status: string;
  value: string;
}
