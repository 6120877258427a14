export type { Cached } from './entities/cached';
/** The api's OpenAPI `paths`, generated: @ltk/api-client types its requests and answers from them. */
export type { paths as ApiPaths } from './generated/api';
export type { MediaObject } from './entities/media-object';
export type { Post, PostAttributes, PostMedia } from './entities/post';
export type { Profile, RecommendedProfile, FollowerStatistics } from './entities/profile';
export type { Product, ProductDetails } from './entities/product';
export type {
  RetailerProduct,
  RetailerProductVariant,
  RetailerProductVariantDetail,
  RetailerProductOption,
  RetailerPolicy,
  CatalogRetailerProduct,
  RetailerProductLink,
  Retailer,
} from './entities/retailer-product';
export type {
  Cart,
  CartItem,
  Checkout,
  ContentSourceType,
  CartNotification,
  CartNotificationType,
} from './entities/cart';
export type { Wish, WishCollection } from './entities/wish';
export type { Like } from './entities/like';
export type { Follow } from './entities/follow';
export type {
  Collection,
  CollectionItem,
  ShopProductCollection,
  ShopProduct,
  GiftGuideTerm,
} from './entities/collection';
export type { Category, CategoryAction, BubblesModule } from './entities/category';
export type {
  AnalyticsClick,
  SearchHit,
  ServerSearchHit,
  SearchMeta,
  SearchType,
  ShopPostHit,
} from './entities/search';
export type { Settings, SignedPolicies, DataRequest } from './entities/settings';
export type { Locale } from './entities/locale';
export type { Feed, FeedMeta } from './entities/feed';

export type {
  Activity,
  ActivityFeedResponse,
  GiftGuideFeedResponse,
  FollowingGiftGuideGroup,
  FollowingGiftGuidesResponse,
  ProfileProductsFeedResponse,
} from './responses/feed-responses';
export type {
  LtksResponse,
  ProfilesResponse,
  ProductDetailsResponse,
  ProductsResponse,
  RetailerProductResponse,
  PostProductsResponse,
  MediaObjectsResponse,
  ProfileRecommendationsResponse,
  FollowerStatisticsResponse,
  CategoriesResponse,
} from './responses/catalog-responses';
export type { RecommendedProfilesResponse, RetailerProductLinkResponse } from './responses/link-responses';
export type {
  CursorMeta,
  FollowsResponse,
  CreateFollowResponse,
  DeleteFollowsResponse,
  LikesResponse,
  CreateLikeResponse,
  DeleteLikesResponse,
  WishesResponse,
  WishResponse,
  DeleteWishResponse,
  WishCollectionsResponse,
  SignedPoliciesResponse,
  SettingsResponse,
  DataRequestResponse,
  LogoutResponse,
  StatusResponse,
} from './responses/user-responses';
export type {
  CollectionResponse,
  CollectionsResponse,
  CollectionItemsResponse,
  ShopProductCollectionResponse,
  ShopProductCollectionsResponse,
  ShopProductsResponse,
  GiftGuideCategoriesResponse,
} from './responses/collection-responses';
export type {
  CartsResponse,
  CartItemResponse,
  CartResponse,
  DeleteCartsResponse,
  DeleteCartItemsResponse,
  CheckoutResponse,
} from './responses/cart-responses';
export type {
  ServerSearchResponse,
  SearchResponse,
  ServerSuggestionsResponse,
  SuggestionsResponse,
  ShopSearchResponse,
  ShopProductSearchResponse,
} from './responses/search-responses';

export type { AuthnProvider, ProfileClaim, TokenClaims, UserInfo, User } from './auth/user';
export { ANONYMOUS_AUTH, type AuthState } from './auth/auth-state';
export type { SavedSession, Session, TokenResponse } from './auth/session';
export { userFromClaims } from './auth/user-from-claims';
export { parseSession } from './auth/parse-session';
export { authStateFromSession } from './auth/auth-state-from-session';

export {
  STATE_TOPICS,
  TOPICS,
  type Topics,
  type Topic,
  type StateTopic,
  type CartOpenPayload,
  type AnalyticsEventPayload,
  type PageViewPayload,
  type NavigatePayload,
  type RoutePayload,
  type LocalePayload,
  type PageTitlePayload,
  type PageErrorPayload,
  type FlagsPayload,
} from './bus/topics';

export { APP_STORE_URL, GOOGLE_PLAY_URL } from './constants/app-store-links';
export { STORAGE_KEYS, LOCALE_COOKIE, type StorageKey } from './constants/storage-keys';
export { ANALYTICS_EVENTS, FEED_EVENTS, type AnalyticsEventName } from './constants/analytics-events';
export { FETCH_STATE_MIN_DELAY_MS, RESIZE_AFTER_VISIBILITY_MS } from './constants/ui-timing';
export {
  REMOTE_ERROR_EVENT,
  type RemoteErrorCause,
  type RemoteErrorProperties,
} from './constants/remote-error-event';
export {
  SIGNUP_PROMPT_PARAM,
  SIGNUP_PROMPTS,
  signupPath,
  type SignupPrompt,
} from './constants/signup-prompts';
export {
  FRESHNESS_MS,
  NEW_USER_WINDOW_MS,
  SESSION_VALUE_MAX_AGE_MS,
  PAGE_SIZES,
  BATCHING,
  TIMEOUTS,
  IMPRESSION,
  TOKEN_LIFETIMES_S,
  LOCALE_COOKIE_MAX_AGE_S,
  IMAGE,
  SEARCH_HISTORY_MAX,
  CART_BADGE_CAP,
  CART_PREVIEW_MAX_THUMBS,
  SPLASH_NAME_MAX,
  DRAWER_WIDTH,
  LEGAL_DIALOG_WIDTH,
  UNFOLLOW_DIALOG_MAX_WIDTH,
  CART_SNACKBAR_MAX_WIDTH,
  CURRENCY,
  RANKINGS,
  FOLLOWING_FEED_MIN_POSTS,
  POPULAR_SEARCHES_SHOWN,
  UUID_MAX_LENGTH,
  SNAPSHOT_SAMPLING,
  NO_PREFETCH_CONNECTIONS,
  type Ranking,
} from './constants/limits';
export { CSS_VARIABLES } from './constants/css-variables';

export {
  REMOTE_NAMES,
  type RemoteName,
  type RuntimeConfig,
  type ShellRuntimeConfig,
} from './remotes/runtime-config';
export type {
  PlatformRegister,
  RegisteredPlatform,
  PlatformProps,
  RemoteAppModule,
  RemoteParcelModule,
} from './remotes/remote-modules';
