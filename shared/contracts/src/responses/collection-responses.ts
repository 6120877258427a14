import type {
  Collection,
  CollectionItem,
  GiftGuideTerm,
  ShopProduct,
  ShopProductCollection,
} from '../entities/collection';
import type { FeedMeta } from '../entities/feed';
import type { Post } from '../entities/post';
import type { ProductDetails } from '../entities/product';

/** GET /v1/collections/{id} */
export interface CollectionResponse {
  collection: Collection;
}

/** GET /v1/collections/ */
export interface CollectionsResponse {
  collections: Collection[];
  postsV2?: Post[];
  meta: FeedMeta;
}

/** GET /v1/collections/{id}/items */
export interface CollectionItemsResponse {
  items: CollectionItem[];
  postsV2?: Post[];
  meta: FeedMeta;
}

/** GET /shop_product/get_shop_product_collection */
export interface ShopProductCollectionResponse {
  shopProductCollection: ShopProductCollection;
}

/** GET /shop_product/get_shop_product_collections */
export interface ShopProductCollectionsResponse {
  shopProductCollections: ShopProductCollection[];
  meta: FeedMeta;
}

/** GET /shop_product/get_shop_products_by_collection */
export interface ShopProductsResponse {
  shopProducts: ShopProduct[];
  productDetails?: ProductDetails[];
  meta: FeedMeta;
}

/** GET /gift_guide/get_localized_categories */
export interface GiftGuideCategoriesResponse {
  locale: string;
  recipients: GiftGuideTerm[];
  occasions: GiftGuideTerm[];
}
