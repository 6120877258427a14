import type { ApiResponse } from './api-response';
import type { FeedMeta } from '../entities/feed';
import type { MediaObject } from '../entities/media-object';
import type { Post } from '../entities/post';
import type { Product, ProductDetails } from '../entities/product';
import type { Profile } from '../entities/profile';
import type { ShopProductCollection } from '../entities/collection';

export interface Activity {
  id: string;
  type: string;
  postId: string;
  profileId: string;
  datePublished: string;
}

/** GET /v3/activities/posts/{user|global/featured|global/trending|profile/:id|hashtag/:tag} */
export interface ActivityFeedResponse {
  data: {
    activities: Activity[];
    profiles?: Profile[];
    ltks?: Post[];
    products?: Product[];
    productDetails?: ProductDetails[];
    mediaObjects?: MediaObject[];
  };
  meta: FeedMeta;
}

/** GET /v3/activities/giftguides */
export interface GiftGuideFeedResponse {
  data: {
    activities: { id: string; type: string; collectionId: string; profileId: string }[];
    shopProductCollections?: ShopProductCollection[];
    profiles?: Profile[];
  };
  meta: FeedMeta;
}

export interface FollowingGiftGuideGroup {
  group: {
    id: string;
    collectionId: string;
    title: string;
    profileId: string;
    attributes: { audience: string | null; occasion: string | null };
  };
  postIds: string[];
  coverPhotoIds: string[];
}

/** GET /v3/activities/giftguides/user */
export interface FollowingGiftGuidesResponse {
  groups: FollowingGiftGuideGroup[];
  posts?: Post[];
  coverPhotos?: { id: string; mediaCdnUrl: string }[];
  profiles?: Pick<Profile, 'id' | 'displayName'>[];
  meta: FeedMeta;
}

/** GET /v3/activities/products/profiles/{profileId} */
export type ProfileProductsFeedResponse = ApiResponse<'/v3/activities/products/profiles/{profileId}', 'get'>;
