import type * as OnDemandModule from '../calls/on-demand';
import type { ClientContext } from './client-context';
import { createClientContext } from './client-context';
import { createHttp, type HttpOptions } from './http';
import type { addCartItem } from '../calls/add-cart-item';
import type { changePassword } from '../calls/change-password';
import type { checkoutCart } from '../calls/checkout-cart';
import type { createCheckout } from '../calls/create-checkout';
import type { createDataRequest } from '../calls/create-data-request';
import type { createFollow } from '../calls/create-follow';
import type { createLike } from '../calls/create-like';
import type { createWish } from '../calls/create-wish';
import type { deleteCartItems } from '../calls/delete-cart-items';
import type { deleteCarts } from '../calls/delete-carts';
import type { deleteFollows } from '../calls/delete-follows';
import type { deleteLikes } from '../calls/delete-likes';
import type { deleteWish } from '../calls/delete-wish';
import type { exchangeAuthorizationCode } from '../calls/exchange-authorization-code';
import { getCarts } from '../calls/get-carts';
import { getCategories } from '../calls/get-categories';
import type { getCollection } from '../calls/get-collection';
import type { getCollectionItems } from '../calls/get-collection-items';
import type { getCollections } from '../calls/get-collections';
import { getFeaturedFeed } from '../calls/get-featured-feed';
import { getFollowerStatistics } from '../calls/get-follower-statistics';
import type { getFollowingGiftGuides } from '../calls/get-following-gift-guides';
import { getFollows } from '../calls/get-follows';
import type { getGiftGuideCategories } from '../calls/get-gift-guide-categories';
import type { getGiftGuidesFeed } from '../calls/get-gift-guides-feed';
import type { getJwks } from '../calls/get-jwks';
import { getHashtagFeed } from '../calls/get-hashtag-feed';
import { getLikes } from '../calls/get-likes';
import { getLtksByIds } from '../calls/get-ltks-by-ids';
import type { getMediaObjects } from '../calls/get-media-objects';
import type { getOpenIdConfiguration } from '../calls/get-openid-configuration';
import { getPostProducts } from '../calls/get-post-products';
import { getProductDetails } from '../calls/get-product-details';
import { getProducts } from '../calls/get-products';
import { getProfileFeed } from '../calls/get-profile-feed';
import { getProfileProductsFeed } from '../calls/get-profile-products-feed';
import type { getProfileRecommendations } from '../calls/get-profile-recommendations';
import { getProfiles } from '../calls/get-profiles';
import { getProfilesByDisplayName } from '../calls/get-profiles-by-display-name';
import { getRetailerProduct } from '../calls/get-retailer-product';
import { getSettings } from '../calls/get-settings';
import type { getSharedWishCollection } from '../calls/get-shared-wish-collection';
import type { getSharedWishCollectionWishes } from '../calls/get-shared-wish-collection-wishes';
import type { getShopProductCollection } from '../calls/get-shop-product-collection';
import type { getShopProductCollections } from '../calls/get-shop-product-collections';
import type { getShopProductsByCollection } from '../calls/get-shop-products-by-collection';
import { getSignedPolicies } from '../calls/get-signed-policies';
import type { getSuggestions } from '../calls/get-suggestions';
import { getTrendingFeed } from '../calls/get-trending-feed';
import { getUserFeed } from '../calls/get-user-feed';
import type { getUserInfo } from '../calls/get-user-info';
import type { getWishCollectionWishes } from '../calls/get-wish-collection-wishes';
import type { getWishCollections } from '../calls/get-wish-collections';
import { getWishes } from '../calls/get-wishes';
import { getWishesForProducts } from '../calls/get-wishes-for-products';
import type { login } from '../calls/login';
import type { logoutRemote } from '../calls/logout-remote';
import type { postAnalyticsClick } from '../calls/post-analytics-click';
import type { refreshToken } from '../calls/refresh-token';
import type { requestPasswordReset } from '../calls/request-password-reset';
import { searchCreators } from '../calls/search-creators';
import { searchPosts } from '../calls/search-posts';
import type { searchShop } from '../calls/search-shop';
import type { signup } from '../calls/signup';
import type { updateCartItem } from '../calls/update-cart-item';
import type { updateSettings } from '../calls/update-settings';
import type { updateSignedPolicies } from '../calls/update-signed-policies';
import type { updateUser } from '../calls/update-user';

type Bound<F> = F extends (ctx: ClientContext, ...args: infer A) => infer R ? (...args: A) => R : never;

/** One typed function per section-7 call, bound to one client instance. */
export interface ApiClient {
  addCartItem: Bound<typeof addCartItem>;
  changePassword: Bound<typeof changePassword>;
  checkoutCart: Bound<typeof checkoutCart>;
  /** @unused-by-screens spec 4 (Checkout) and 8 (the non-cart 'Error the checkout does not have a valid checkout url'): POST /v2/checkouts/, a checkout outside the cart drawer, which checks out per cart (checkoutCart) */
  createCheckout: Bound<typeof createCheckout>;
  createDataRequest: Bound<typeof createDataRequest>;
  createFollow: Bound<typeof createFollow>;
  createLike: Bound<typeof createLike>;
  createWish: Bound<typeof createWish>;
  deleteCartItems: Bound<typeof deleteCartItems>;
  deleteCarts: Bound<typeof deleteCarts>;
  deleteFollows: Bound<typeof deleteFollows>;
  deleteLikes: Bound<typeof deleteLikes>;
  deleteWish: Bound<typeof deleteWish>;
  exchangeAuthorizationCode: Bound<typeof exchangeAuthorizationCode>;
  getCarts: Bound<typeof getCarts>;
  getCategories: Bound<typeof getCategories>;
  getCollection: Bound<typeof getCollection>;
  getCollectionItems: Bound<typeof getCollectionItems>;
  getCollections: Bound<typeof getCollections>;
  getFeaturedFeed: Bound<typeof getFeaturedFeed>;
  getFollowerStatistics: Bound<typeof getFollowerStatistics>;
  getFollowingGiftGuides: Bound<typeof getFollowingGiftGuides>;
  getFollows: Bound<typeof getFollows>;
  getGiftGuideCategories: Bound<typeof getGiftGuideCategories>;
  getGiftGuidesFeed: Bound<typeof getGiftGuidesFeed>;
  getHashtagFeed: Bound<typeof getHashtagFeed>;
  getJwks: Bound<typeof getJwks>;
  getLikes: Bound<typeof getLikes>;
  getLtksByIds: Bound<typeof getLtksByIds>;
  getMediaObjects: Bound<typeof getMediaObjects>;
  getOpenIdConfiguration: Bound<typeof getOpenIdConfiguration>;
  getPostProducts: Bound<typeof getPostProducts>;
  getProductDetails: Bound<typeof getProductDetails>;
  getProducts: Bound<typeof getProducts>;
  getProfileFeed: Bound<typeof getProfileFeed>;
  getProfileProductsFeed: Bound<typeof getProfileProductsFeed>;
  getProfileRecommendations: Bound<typeof getProfileRecommendations>;
  getProfiles: Bound<typeof getProfiles>;
  getProfilesByDisplayName: Bound<typeof getProfilesByDisplayName>;
  getRetailerProduct: Bound<typeof getRetailerProduct>;
  getSettings: Bound<typeof getSettings>;
  getSharedWishCollection: Bound<typeof getSharedWishCollection>;
  getSharedWishCollectionWishes: Bound<typeof getSharedWishCollectionWishes>;
  getShopProductCollection: Bound<typeof getShopProductCollection>;
  getShopProductCollections: Bound<typeof getShopProductCollections>;
  getShopProductsByCollection: Bound<typeof getShopProductsByCollection>;
  getSignedPolicies: Bound<typeof getSignedPolicies>;
  getSuggestions: Bound<typeof getSuggestions>;
  getTrendingFeed: Bound<typeof getTrendingFeed>;
  getUserFeed: Bound<typeof getUserFeed>;
  getUserInfo: Bound<typeof getUserInfo>;
  getWishCollectionWishes: Bound<typeof getWishCollectionWishes>;
  getWishCollections: Bound<typeof getWishCollections>;
  getWishes: Bound<typeof getWishes>;
  getWishesForProducts: Bound<typeof getWishesForProducts>;
  login: Bound<typeof login>;
  logoutRemote: Bound<typeof logoutRemote>;
  postAnalyticsClick: Bound<typeof postAnalyticsClick>;
  refreshToken: Bound<typeof refreshToken>;
  requestPasswordReset: Bound<typeof requestPasswordReset>;
  searchCreators: Bound<typeof searchCreators>;
  searchPosts: Bound<typeof searchPosts>;
  searchShop: Bound<typeof searchShop>;
  signup: Bound<typeof signup>;
  updateCartItem: Bound<typeof updateCartItem>;
  updateSettings: Bound<typeof updateSettings>;
  updateSignedPolicies: Bound<typeof updateSignedPolicies>;
  updateUser: Bound<typeof updateUser>;
  /** Absolute URL of an api path (e.g. for links or images). */
  url: (path: string) => string;
}

export type CreateApiClientOptions = HttpOptions;

type OnDemandCalls = typeof OnDemandModule;
let onDemandCalls: Promise<OnDemandCalls> | undefined;

/** A call bound to `ctx` whose code loads on first use (calls/on-demand.ts); a failed load is retried next time. */
function onDemand<K extends keyof OnDemandCalls>(ctx: ClientContext, name: K): Bound<OnDemandCalls[K]> {
  const call = async (...args: unknown[]) => {
    const calls = await (onDemandCalls ??= import(
      /* webpackChunkName: "api-on-demand" */ '../calls/on-demand'
    ).catch((error: unknown) => {
      onDemandCalls = undefined;
      throw error;
    }));
    return (calls[name] as (ctx: ClientContext, ...rest: unknown[]) => unknown)(ctx, ...args);
  };
  return call as Bound<OnDemandCalls[K]>;
}

/** Creates a client: transport, batchers and de-duplication are scoped to the instance. */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const ctx = createClientContext(createHttp(options));
  return {
    addCartItem: onDemand(ctx, 'addCartItem'),
    changePassword: onDemand(ctx, 'changePassword'),
    checkoutCart: onDemand(ctx, 'checkoutCart'),
    createCheckout: onDemand(ctx, 'createCheckout'),
    createDataRequest: onDemand(ctx, 'createDataRequest'),
    createFollow: onDemand(ctx, 'createFollow'),
    createLike: onDemand(ctx, 'createLike'),
    createWish: onDemand(ctx, 'createWish'),
    deleteCartItems: onDemand(ctx, 'deleteCartItems'),
    deleteCarts: onDemand(ctx, 'deleteCarts'),
    deleteFollows: onDemand(ctx, 'deleteFollows'),
    deleteLikes: onDemand(ctx, 'deleteLikes'),
    deleteWish: onDemand(ctx, 'deleteWish'),
    exchangeAuthorizationCode: onDemand(ctx, 'exchangeAuthorizationCode'),
    getCarts: (...args) => getCarts(ctx, ...args),
    getCategories: (...args) => getCategories(ctx, ...args),
    getCollection: onDemand(ctx, 'getCollection'),
    getCollectionItems: onDemand(ctx, 'getCollectionItems'),
    getCollections: onDemand(ctx, 'getCollections'),
    getFeaturedFeed: (...args) => getFeaturedFeed(ctx, ...args),
    getFollowerStatistics: (...args) => getFollowerStatistics(ctx, ...args),
    getFollowingGiftGuides: onDemand(ctx, 'getFollowingGiftGuides'),
    getFollows: (...args) => getFollows(ctx, ...args),
    getGiftGuideCategories: onDemand(ctx, 'getGiftGuideCategories'),
    getGiftGuidesFeed: onDemand(ctx, 'getGiftGuidesFeed'),
    getHashtagFeed: (...args) => getHashtagFeed(ctx, ...args),
    getJwks: onDemand(ctx, 'getJwks'),
    getLikes: (...args) => getLikes(ctx, ...args),
    getLtksByIds: (...args) => getLtksByIds(ctx, ...args),
    getMediaObjects: onDemand(ctx, 'getMediaObjects'),
    getOpenIdConfiguration: onDemand(ctx, 'getOpenIdConfiguration'),
    getPostProducts: (...args) => getPostProducts(ctx, ...args),
    getProductDetails: (...args) => getProductDetails(ctx, ...args),
    getProducts: (...args) => getProducts(ctx, ...args),
    getProfileFeed: (...args) => getProfileFeed(ctx, ...args),
    getProfileProductsFeed: (...args) => getProfileProductsFeed(ctx, ...args),
    getProfileRecommendations: onDemand(ctx, 'getProfileRecommendations'),
    getProfiles: (...args) => getProfiles(ctx, ...args),
    getProfilesByDisplayName: (...args) => getProfilesByDisplayName(ctx, ...args),
    getRetailerProduct: (...args) => getRetailerProduct(ctx, ...args),
    getSettings: (...args) => getSettings(ctx, ...args),
    getSharedWishCollection: onDemand(ctx, 'getSharedWishCollection'),
    getSharedWishCollectionWishes: onDemand(ctx, 'getSharedWishCollectionWishes'),
    getShopProductCollection: onDemand(ctx, 'getShopProductCollection'),
    getShopProductCollections: onDemand(ctx, 'getShopProductCollections'),
    getShopProductsByCollection: onDemand(ctx, 'getShopProductsByCollection'),
    getSignedPolicies: (...args) => getSignedPolicies(ctx, ...args),
    getSuggestions: onDemand(ctx, 'getSuggestions'),
    getTrendingFeed: (...args) => getTrendingFeed(ctx, ...args),
    getUserFeed: (...args) => getUserFeed(ctx, ...args),
    getUserInfo: onDemand(ctx, 'getUserInfo'),
    getWishCollectionWishes: onDemand(ctx, 'getWishCollectionWishes'),
    getWishCollections: onDemand(ctx, 'getWishCollections'),
    getWishes: (...args) => getWishes(ctx, ...args),
    getWishesForProducts: (...args) => getWishesForProducts(ctx, ...args),
    login: onDemand(ctx, 'login'),
    logoutRemote: onDemand(ctx, 'logoutRemote'),
    postAnalyticsClick: onDemand(ctx, 'postAnalyticsClick'),
    refreshToken: onDemand(ctx, 'refreshToken'),
    requestPasswordReset: onDemand(ctx, 'requestPasswordReset'),
    searchCreators: (...args) => searchCreators(ctx, ...args),
    searchPosts: (...args) => searchPosts(ctx, ...args),
    searchShop: onDemand(ctx, 'searchShop'),
    signup: onDemand(ctx, 'signup'),
    updateCartItem: onDemand(ctx, 'updateCartItem'),
    updateSettings: onDemand(ctx, 'updateSettings'),
    updateSignedPolicies: onDemand(ctx, 'updateSignedPolicies'),
    updateUser: onDemand(ctx, 'updateUser'),
    url: (path) => ctx.http.url(path),
  };
}
