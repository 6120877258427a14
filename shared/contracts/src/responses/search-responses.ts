import type { ApiResponse } from './api-response';
import type { SearchHit, SearchMeta, ServerSearchHit, ShopPostHit } from '../entities/search';

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

/** POST /v1/search (client shape: objectID). */
export interface SearchV1Response {
  hits: SearchHit[];
  meta: SearchMeta & { hitsPerPage: number };
}

/** POST /v1/search/ids */
export interface SearchIdsResponse {
  ids: string[];
  hits: { objectId: string; type: string }[];
  meta: SearchMeta & { hitsPerPage: number };
}

/** POST /v2/search/shop */
export interface ShopSearchResponse {
  hits: ShopPostHit[];
  nbHits: number;
  nbPages: number;
  page: number;
}

/** POST /v2/search/shop/products (null when no hits) */
export type ShopProductsSearchResponse = NonNullable<ApiResponse<'/v2/search/shop/products', 'post'>>;
