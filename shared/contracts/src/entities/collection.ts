import type { ApiSchemas } from './api-schemas';

export type CollectionItem = ApiSchemas['CollectionItem'];

export type Collection = ApiSchemas['Collection'];

/** Product set or gift guide (subtype GIFT_GUIDE among others; audience/occasion uppercased). */
export type ShopProductCollection = ApiSchemas['ShopProductCollection'];

export type ShopProduct = ApiSchemas['ShopProduct'];

/** Gift-guide recipient or occasion (only ACTIVE ones are kept). */
export interface GiftGuideTerm {
  key: string;
  status: string;
  value: string;
}
