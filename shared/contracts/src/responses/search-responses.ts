import type { ApiResponse } from './api-response';
import type { SearchHit, ServerSearchHit, ShopPostHit } from '../entities/search';

/** POST /v2/search/post/ and /v2/search/creator/ as the server sends it. */
export interface ServerSearchResponse {
  data: { hits: ServerSearchHit[]; nbHits: number; nbPages: number; page: number; hitsPerPage: number };
}

/** The client's search result: hits with objectID plus the paging meta. */
export interface SearchResponse {
  data: { hits: SearchHit[]; nbHits: number; nbPages: number; page: number; hitsPerPage: number };
}

/** GET /v2/suggestions/global/ as the server sends it. */
export interface ServerSuggestionsResponse {
  data: { hits: ServerSearchHit[] };
}

/** Suggestions on the client (objectID). */
export interface SuggestionsResponse {
  data: { hits: SearchHit[] };
}

/** POST /v2/search/shop */
export interface ShopSearchResponse {
  hits: ShopPostHit[];
  nbHits: number;
  nbPages: number;
  page: number;
}

/** POST /v2/search/shop/products: a creator's products (hits of postId, productId), or null when none match. */
export type ShopProductSearchResponse = ApiResponse<'/v2/search/shop/products', 'post'>;
