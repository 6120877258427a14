import type { ApiResponse } from './api-response';

/** GET /v2/recommended_profiles/ */
export type RecommendedProfilesResponse = ApiResponse<'/v2/recommended_profiles/', 'get'>;

/** GET /v1/retailer_product_links/{id} */
export type RetailerProductLinkResponse = ApiResponse<'/v1/retailer_product_links/{id}', 'get'>;
