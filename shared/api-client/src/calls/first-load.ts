// The calls a first screen needs (feeds, posts and their products, creators, the signed-in user's likes, follows,
// wishes, carts and settings, post and creator search): bound when the client is created, in the first load.
// Every other call is in on-demand.ts. A call is declared once, in its file; this list only decides where it loads.
export { getCarts } from './get-carts';
export { getCategories } from './get-categories';
export { getFeaturedFeed } from './get-featured-feed';
export { getFollowerStatistics } from './get-follower-statistics';
export { getFollows } from './get-follows';
export { getHashtagFeed } from './get-hashtag-feed';
export { getLikes } from './get-likes';
export { getLtksByIds } from './get-ltks-by-ids';
export { getPostProducts } from './get-post-products';
export { getProductDetails } from './get-product-details';
export { getProducts } from './get-products';
export { getProfileFeed } from './get-profile-feed';
export { getProfileProductsFeed } from './get-profile-products-feed';
export { getProfiles } from './get-profiles';
export { getProfilesByDisplayName } from './get-profiles-by-display-name';
export { getRetailerProduct } from './get-retailer-product';
export { getSettings } from './get-settings';
export { getSignedPolicies } from './get-signed-policies';
export { getTrendingFeed } from './get-trending-feed';
export { getUserFeed } from './get-user-feed';
export { getWishes } from './get-wishes';
export { getWishesForProducts } from './get-wishes-for-products';
export { searchCreators } from './search-creators';
export { searchPosts } from './search-posts';
