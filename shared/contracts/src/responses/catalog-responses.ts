import type { ApiResponse } from './api-response';
import type { FeedMeta } from '../entities/feed';
import type { MediaObject } from '../entities/media-object';
import type { Post } from '../entities/post';
import type { Product, ProductDetails } from '../entities/product';
import type { Profile } from '../entities/profile';

/** GET /v2/ltks (includes decide the optional lists). */
export interface LtksResponse {
  ltks: Post[];
  profiles?: Profile[];
  products?: Product[];
  productDetails?: ProductDetails[];
  mediaObjects?: MediaObject[];
  meta: FeedMeta;
}

/** GET /v2/profiles/ */
export type ProfilesResponse = ApiResponse<'/v2/profiles/', 'get'>;

/** GET /v2/product_details/ */
export interface ProductDetailsResponse {
  productDetails: ProductDetails[];
}

/** GET /v2/products/ */
export type ProductsResponse = ApiResponse<'/v2/products/', 'get'>;

/** GET /v3/consumer_retailer_products/{id} */
export type RetailerProductResponse = ApiResponse<'/v3/consumer_retailer_products/{id}', 'get'>;

/** GET /v3/posts/{postId}/products (null body when none) */
export interface PostProductsResponse {
  products: Product[];
  mediaObjects?: MediaObject[];
  productDetails?: ProductDetails[];
}

/** GET /v3/media_objects/ */
export type MediaObjectsResponse = ApiResponse<'/v3/media_objects/', 'get'>;

/** GET /v1/recommendations/ltk_profile_recommendations/ */
export type ProfileRecommendationsResponse = ApiResponse<
  '/v1/recommendations/ltk_profile_recommendations/',
  'get'
>;

/** GET /v2/followers_statistics/ */
export type FollowerStatisticsResponse = ApiResponse<'/v2/followers_statistics/', 'get'>;

/** GET /v1/categories */
export type CategoriesResponse = ApiResponse<'/v1/categories', 'get'>;
