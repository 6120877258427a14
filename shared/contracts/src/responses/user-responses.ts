import type { Follow } from '../entities/follow';
import type { Like } from '../entities/like';
import type { Product, ProductDetails } from '../entities/product';
import type { Wish, WishCollection } from '../entities/wish';
import type { DataRequest, SignedPolicies, Settings } from '../entities/settings';

export interface CursorMeta {
  next?: string | null;
  nextUrl?: string | null;
  cursor?: string | null;
  limit: number;
}

/** GET /v2/follows/ */
export interface FollowsResponse {
  follows: Follow[];
  meta: CursorMeta;
}

/** POST /v2/follows/ */
export interface CreateFollowResponse {
  follows: Follow[];
}

/** DELETE /v2/follows/ */
export interface DeleteFollowsResponse {
  deletedProfileIds: string[];
}

/** GET /v2/likes/ */
export interface LikesResponse {
  likes: Like[];
  meta: CursorMeta;
}

/** POST /v2/likes/ */
export interface CreateLikeResponse {
  like: Like;
}

/** DELETE /v2/likes/ */
export interface DeleteLikesResponse {
  deletedLtkIds: string[];
}

/** GET /v2/wishes/ and /v2/wish_collections{,_shared}/{id}/wishes */
export interface WishesResponse {
  wishes: Wish[];
  products?: Product[];
  productDetails?: ProductDetails[];
  meta: CursorMeta;
}

/** POST /v2/wishes/, GET /v2/wishes/{id} */
export interface WishResponse {
  wish: Wish;
}

/** DELETE /v2/wishes/{id} */
export interface DeleteWishResponse {
  deletedId: string;
}

/** GET /v2/wish_collections/{id?} and /v2/wish_collections_shared/{id} */
export interface WishCollectionsResponse {
  wishCollections: WishCollection[];
}

export interface SignedPoliciesResponse {
  signedPolicies: SignedPolicies;
}

export interface SettingsResponse {
  settings: Settings;
}

/** POST /v2/data_requests (201) */
export interface DataRequestResponse {
  dataRequest: DataRequest;
}

/** GET /logout/ */
export interface LogoutResponse {
  status: string;
  revoked: number;
}

/** POST /api/password/request/ltk/, POST /api/users/me/password/ */
export interface StatusResponse {
  status: string;
  message?: string;
}
