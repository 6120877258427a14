import type { ClientContext } from './client-context';
import { createClientContext } from './client-context';
import { createHttp, type HttpOptions } from './http';
import { addCartItem } from '../calls/add-cart-item';
import { changePassword } from '../calls/change-password';
import { checkoutCart } from '../calls/checkout-cart';
import { createCheckout } from '../calls/create-checkout';
import { createDataRequest } from '../calls/create-data-request';
import { createFollow } from '../calls/create-follow';
import { createLike } from '../calls/create-like';
import { createWish } from '../calls/create-wish';
import { deleteCartItems } from '../calls/delete-cart-items';
import { deleteCarts } from '../calls/delete-carts';
import { deleteFollows } from '../calls/delete-follows';
import { deleteLikes } from '../calls/delete-likes';
import { deleteWish } from '../calls/delete-wish';
import { getBubbles } from '../calls/get-bubbles';
import { getCart } from '../calls/get-cart';
import { getCarts } from '../calls/get-carts';
import { getCategories } from '../calls/get-categories';
import { getCategory } from '../calls/get-category';
import { getCollection } from '../calls/get-collection';
import { getCollectionItems } from '../calls/get-collection-items';
import { getCollections } from '../calls/get-collections';
import { getFeaturedFeed } from '../calls/get-featured-feed';
import { getFollowerStatistics } from '../calls/get-follower-statistics';
import { getFollowingGiftGuides } from '../calls/get-following-gift-guides';
import { getFollows } from '../calls/get-follows';
import { getGiftGuideCategories } from '../calls/get-gift-guide-categories';
import { getGiftGuidesFeed } from '../calls/get-gift-guides-feed';
import { getHashtagFeed } from '../calls/get-hashtag-feed';
import { getLikes } from '../calls/get-likes';
import { getLikesForPosts } from '../calls/get-likes-for-posts';
import { getLtks } from '../calls/get-ltks';
import { getLtksByIds } from '../calls/get-ltks-by-ids';
import { getMediaObjects } from '../calls/get-media-objects';
import { getPostProducts } from '../calls/get-post-products';
import { getProductDetails } from '../calls/get-product-details';
import { getProducts } from '../calls/get-products';
import { getProfileFeed } from '../calls/get-profile-feed';
import { getProfileProductsFeed } from '../calls/get-profile-products-feed';
import { getProfileRecommendations } from '../calls/get-profile-recommendations';
import { getProfiles } from '../calls/get-profiles';
import { getProfilesByDisplayName } from '../calls/get-profiles-by-display-name';
import { getRecommendedProfiles } from '../calls/get-recommended-profiles';
import { getRetailerProduct } from '../calls/get-retailer-product';
import { getRetailerProductLink } from '../calls/get-retailer-product-link';
import { getSettings } from '../calls/get-settings';
import { getSharedWishCollection } from '../calls/get-shared-wish-collection';
import { getSharedWishCollectionWishes } from '../calls/get-shared-wish-collection-wishes';
import { getShopProductCollection } from '../calls/get-shop-product-collection';
import { getShopProductCollections } from '../calls/get-shop-product-collections';
import { getShopProductsByCollection } from '../calls/get-shop-products-by-collection';
import { getSignedPolicies } from '../calls/get-signed-policies';
import { getSuggestions } from '../calls/get-suggestions';
import { getTrendingFeed } from '../calls/get-trending-feed';
import { getUserFeed } from '../calls/get-user-feed';
import { getUserInfo } from '../calls/get-user-info';
import { getWish } from '../calls/get-wish';
import { getWishCollectionWishes } from '../calls/get-wish-collection-wishes';
import { getWishCollections } from '../calls/get-wish-collections';
import { getWishes } from '../calls/get-wishes';
import { getWishesForProducts } from '../calls/get-wishes-for-products';
import { login } from '../calls/login';
import { logoutRemote } from '../calls/logout-remote';
import { postAnalyticsClick } from '../calls/post-analytics-click';
import { refreshToken } from '../calls/refresh-token';
import { requestPasswordReset } from '../calls/request-password-reset';
import { searchCreators } from '../calls/search-creators';
import { searchIds } from '../calls/search-ids';
import { searchPosts } from '../calls/search-posts';
import { searchShop } from '../calls/search-shop';
import { searchShopProducts } from '../calls/search-shop-products';
import { searchV1 } from '../calls/search-v1';
import { signup } from '../calls/signup';
import { updateCartItem } from '../calls/update-cart-item';
import { updateSettings } from '../calls/update-settings';
import { updateSignedPolicies } from '../calls/update-signed-policies';
import { updateUser } from '../calls/update-user';

type Bound<F> = F extends (ctx: ClientContext, ...args: infer A) => infer R ? (...args: A) => R : never;

/** One typed function per section-7 call, bound to one client instance. */
export interface ApiClient {
  addCartItem: Bound<typeof addCartItem>;
  changePassword: Bound<typeof changePassword>;
  checkoutCart: Bound<typeof checkoutCart>;
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
  getBubbles: Bound<typeof getBubbles>;
  getCart: Bound<typeof getCart>;
  getCarts: Bound<typeof getCarts>;
  getCategories: Bound<typeof getCategories>;
  getCategory: Bound<typeof getCategory>;
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
  getLikes: Bound<typeof getLikes>;
  getLikesForPosts: Bound<typeof getLikesForPosts>;
  getLtks: Bound<typeof getLtks>;
  getLtksByIds: Bound<typeof getLtksByIds>;
  getMediaObjects: Bound<typeof getMediaObjects>;
  getPostProducts: Bound<typeof getPostProducts>;
  getProductDetails: Bound<typeof getProductDetails>;
  getProducts: Bound<typeof getProducts>;
  getProfileFeed: Bound<typeof getProfileFeed>;
  getProfileProductsFeed: Bound<typeof getProfileProductsFeed>;
  getProfileRecommendations: Bound<typeof getProfileRecommendations>;
  getProfiles: Bound<typeof getProfiles>;
  getProfilesByDisplayName: Bound<typeof getProfilesByDisplayName>;
  getRecommendedProfiles: Bound<typeof getRecommendedProfiles>;
  getRetailerProduct: Bound<typeof getRetailerProduct>;
  getRetailerProductLink: Bound<typeof getRetailerProductLink>;
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
  getWish: Bound<typeof getWish>;
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
  searchIds: Bound<typeof searchIds>;
  searchPosts: Bound<typeof searchPosts>;
  searchShop: Bound<typeof searchShop>;
  searchShopProducts: Bound<typeof searchShopProducts>;
  searchV1: Bound<typeof searchV1>;
  signup: Bound<typeof signup>;
  updateCartItem: Bound<typeof updateCartItem>;
  updateSettings: Bound<typeof updateSettings>;
  updateSignedPolicies: Bound<typeof updateSignedPolicies>;
  updateUser: Bound<typeof updateUser>;
  /** Absolute URL of an api path (e.g. for links or images). */
  url: (path: string) => string;
}

export type CreateApiClientOptions = HttpOptions;

/** Creates a client: transport, batchers and de-duplication are scoped to the instance. */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const ctx = createClientContext(createHttp(options));
  return {
    addCartItem: (...args) => addCartItem(ctx, ...args),
    changePassword: (...args) => changePassword(ctx, ...args),
    checkoutCart: (...args) => checkoutCart(ctx, ...args),
    createCheckout: (...args) => createCheckout(ctx, ...args),
    createDataRequest: (...args) => createDataRequest(ctx, ...args),
    createFollow: (...args) => createFollow(ctx, ...args),
    createLike: (...args) => createLike(ctx, ...args),
    createWish: (...args) => createWish(ctx, ...args),
    deleteCartItems: (...args) => deleteCartItems(ctx, ...args),
    deleteCarts: (...args) => deleteCarts(ctx, ...args),
    deleteFollows: (...args) => deleteFollows(ctx, ...args),
    deleteLikes: (...args) => deleteLikes(ctx, ...args),
    deleteWish: (...args) => deleteWish(ctx, ...args),
    getBubbles: (...args) => getBubbles(ctx, ...args),
    getCart: (...args) => getCart(ctx, ...args),
    getCarts: (...args) => getCarts(ctx, ...args),
    getCategories: (...args) => getCategories(ctx, ...args),
    getCategory: (...args) => getCategory(ctx, ...args),
    getCollection: (...args) => getCollection(ctx, ...args),
    getCollectionItems: (...args) => getCollectionItems(ctx, ...args),
    getCollections: (...args) => getCollections(ctx, ...args),
    getFeaturedFeed: (...args) => getFeaturedFeed(ctx, ...args),
    getFollowerStatistics: (...args) => getFollowerStatistics(ctx, ...args),
    getFollowingGiftGuides: (...args) => getFollowingGiftGuides(ctx, ...args),
    getFollows: (...args) => getFollows(ctx, ...args),
    getGiftGuideCategories: (...args) => getGiftGuideCategories(ctx, ...args),
    getGiftGuidesFeed: (...args) => getGiftGuidesFeed(ctx, ...args),
    getHashtagFeed: (...args) => getHashtagFeed(ctx, ...args),
    getLikes: (...args) => getLikes(ctx, ...args),
    getLikesForPosts: (...args) => getLikesForPosts(ctx, ...args),
    getLtks: (...args) => getLtks(ctx, ...args),
    getLtksByIds: (...args) => getLtksByIds(ctx, ...args),
    getMediaObjects: (...args) => getMediaObjects(ctx, ...args),
    getPostProducts: (...args) => getPostProducts(ctx, ...args),
    getProductDetails: (...args) => getProductDetails(ctx, ...args),
    getProducts: (...args) => getProducts(ctx, ...args),
    getProfileFeed: (...args) => getProfileFeed(ctx, ...args),
    getProfileProductsFeed: (...args) => getProfileProductsFeed(ctx, ...args),
    getProfileRecommendations: (...args) => getProfileRecommendations(ctx, ...args),
    getProfiles: (...args) => getProfiles(ctx, ...args),
    getProfilesByDisplayName: (...args) => getProfilesByDisplayName(ctx, ...args),
    getRecommendedProfiles: (...args) => getRecommendedProfiles(ctx, ...args),
    getRetailerProduct: (...args) => getRetailerProduct(ctx, ...args),
    getRetailerProductLink: (...args) => getRetailerProductLink(ctx, ...args),
    getSettings: (...args) => getSettings(ctx, ...args),
    getSharedWishCollection: (...args) => getSharedWishCollection(ctx, ...args),
    getSharedWishCollectionWishes: (...args) => getSharedWishCollectionWishes(ctx, ...args),
    getShopProductCollection: (...args) => getShopProductCollection(ctx, ...args),
    getShopProductCollections: (...args) => getShopProductCollections(ctx, ...args),
    getShopProductsByCollection: (...args) => getShopProductsByCollection(ctx, ...args),
    getSignedPolicies: (...args) => getSignedPolicies(ctx, ...args),
    getSuggestions: (...args) => getSuggestions(ctx, ...args),
    getTrendingFeed: (...args) => getTrendingFeed(ctx, ...args),
    getUserFeed: (...args) => getUserFeed(ctx, ...args),
    getUserInfo: (...args) => getUserInfo(ctx, ...args),
    getWish: (...args) => getWish(ctx, ...args),
    getWishCollectionWishes: (...args) => getWishCollectionWishes(ctx, ...args),
    getWishCollections: (...args) => getWishCollections(ctx, ...args),
    getWishes: (...args) => getWishes(ctx, ...args),
    getWishesForProducts: (...args) => getWishesForProducts(ctx, ...args),
    login: (...args) => login(ctx, ...args),
    logoutRemote: (...args) => logoutRemote(ctx, ...args),
    postAnalyticsClick: (...args) => postAnalyticsClick(ctx, ...args),
    refreshToken: (...args) => refreshToken(ctx, ...args),
    requestPasswordReset: (...args) => requestPasswordReset(ctx, ...args),
    searchCreators: (...args) => searchCreators(ctx, ...args),
    searchIds: (...args) => searchIds(ctx, ...args),
    searchPosts: (...args) => searchPosts(ctx, ...args),
    searchShop: (...args) => searchShop(ctx, ...args),
    searchShopProducts: (...args) => searchShopProducts(ctx, ...args),
    searchV1: (...args) => searchV1(ctx, ...args),
    signup: (...args) => signup(ctx, ...args),
    updateCartItem: (...args) => updateCartItem(ctx, ...args),
    updateSettings: (...args) => updateSettings(ctx, ...args),
    updateSignedPolicies: (...args) => updateSignedPolicies(ctx, ...args),
    updateUser: (...args) => updateUser(ctx, ...args),
    url: (path) => ctx.http.url(path),
  };
}
