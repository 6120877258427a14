import type { FastifyInstance } from 'fastify';
import { getGiftGuidesFeed } from './feeds/get-gift-guides-feed.js';
import { getGlobalFeed } from './feeds/get-global-feed.js';
import { getHashtagFeed } from './feeds/get-hashtag-feed.js';
import { getProfileFeed } from './feeds/get-profile-feed.js';
import { getProfileProductsFeed } from './feeds/get-profile-products-feed.js';
import { getLtks } from './posts/get-ltks.js';
import { getMediaObjects } from './posts/get-media-objects.js';
import { getPostProducts } from './posts/get-post-products.js';
import { getProductDetails } from './posts/get-product-details.js';
import { getProducts } from './posts/get-products.js';
import { getProfiles } from './posts/get-profiles.js';
import { getRetailerProduct } from './posts/get-retailer-product.js';
import { getRetailerProductLink } from './posts/get-retailer-product-link.js';
import { getCollections } from './collections/get-collections.js';
import { getLocalizedGiftGuideCategories } from './collections/get-localized-gift-guide-categories.js';
import { getShopProducts } from './collections/get-shop-products.js';
import { getSuggestions } from './search/get-suggestions.js';
import { searchPostAndCreator } from './search/search-post-and-creator.js';
import { searchShop } from './search/search-shop.js';
import { searchV1 } from './search/search-v1.js';
import { getAnalyticsClicks } from './search/get-analytics-clicks.js';
import { postAnalyticsClicks } from './search/post-analytics-clicks.js';
import { postAnalyticsEvents } from './analytics/post-analytics-events.js';
import { getFeatureFlags } from './experiments/get-feature-flags.js';
import { getBubbles } from './discovery/get-bubbles.js';
import { getCategories } from './discovery/get-categories.js';
import { getProfileRecommendations } from './discovery/get-profile-recommendations.js';
import { getImage } from './images/get-image.js';
import { getVideo } from './media/get-video.js';
import { registerIdentity } from '../identity/register-identity.js';
import { registerUserRoutes } from './user/register-user-routes.js';
import { sharedWishlistAllowList } from './admin/shared-wishlist-allow-list.js';
import { impersonationAdmin } from './admin/impersonation.js';

/** Registers every route plugin. Catalog routes first; identity and user routes (api-identity) after. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // catalog (api-catalog)
  await app.register(getGlobalFeed);
  await app.register(getProfileFeed);
  await app.register(getHashtagFeed);
  await app.register(getGiftGuidesFeed);
  await app.register(getProfileProductsFeed);
  await app.register(getLtks);
  await app.register(getProfiles);
  await app.register(getProductDetails);
  await app.register(getProducts);
  await app.register(getRetailerProduct);
  await app.register(getPostProducts);
  await app.register(getMediaObjects);
  await app.register(getRetailerProductLink);
  await app.register(getCollections);
  await app.register(getShopProducts);
  await app.register(getLocalizedGiftGuideCategories);
  await app.register(getSuggestions);
  await app.register(searchPostAndCreator);
  await app.register(searchV1);
  await app.register(searchShop);
  await app.register(postAnalyticsClicks);
  await app.register(getAnalyticsClicks);
  await app.register(postAnalyticsEvents);
  await app.register(getFeatureFlags);
  await app.register(getBubbles);
  await app.register(getCategories);
  await app.register(getProfileRecommendations);
  await app.register(getImage);
  await app.register(getVideo);

  // identity and user state (api-identity)
  await app.register(registerIdentity);
  await app.register(registerUserRoutes);
  await app.register(sharedWishlistAllowList);
  await app.register(impersonationAdmin);
}
