import type { Category, BubblesModule } from '../entities/category';
import type { FeedMeta } from '../entities/feed';
import type { MediaObject } from '../entities/media-object';
import type { Post } from '../entities/post';
import type { Product, ProductDetails } from '../entities/product';
import type { Profile, RecommendedProfile, FollowerStatistics } from '../entities/profile';
import type { RetailerProduct, RetailerProductLink } from '../entities/retailer-product';

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
export interface ProfilesResponse {
  profiles: Profile[];
}

/** GET /v2/product_details/ */
export interface ProductDetailsResponse {
  productDetails: ProductDetails[];
}

/** GET /v2/products/ */
export interface ProductsResponse {
  products: Product[];
}

/** GET /v3/consumer_retailer_products/{id} */
export interface RetailerProductResponse {
  retailerProduct: RetailerProduct;
}

/** GET /v1/retailer_product_links/{id} */
export interface RetailerProductLinkResponse {
  retailerProductLink: RetailerProductLink;
}

/** GET /v3/posts/{postId}/products (null body when none) */
export interface PostProductsResponse {
  products: Product[];
  mediaObjects?: MediaObject[];
  productDetails?: ProductDetails[];
}

/** GET /v3/media_objects/ */
export interface MediaObjectsResponse {
  mediaObjects: MediaObject[];
}

/** GET /v2/recommended_profiles/ */
export interface RecommendedProfilesResponse {
  profiles: Profile[];
}

/** GET /v1/recommendations/ltk_profile_recommendations/ */
export interface ProfileRecommendationsResponse {
  recommendations: RecommendedProfile[];
}

/** GET /v2/followers_statistics/ */
export interface FollowerStatisticsResponse {
  followersStatistics: FollowerStatistics;
}

/** GET /v1/categories */
export interface CategoriesResponse {
  categories: Category[];
}

/** GET /v1/categories/{key} */
export interface CategoryResponse {
  category: Category;
}

/** POST /v1/presentation/modules/v1_bubbles */
export interface BubblesResponse {
  modules: BubblesModule[];
}
