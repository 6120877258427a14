import { createDataRequest } from './account/create-data-request.js';
import { settings } from './account/settings.js';
import { signedPolicies } from './account/signed-policies.js';
import { addCartItem } from './carts/add-cart-item.js';
import { checkoutCart } from './carts/checkout-cart.js';
import { deleteCartItems } from './carts/delete-cart-items.js';
import { deleteCarts } from './carts/delete-carts.js';
import { getCarts } from './carts/get-carts.js';
import { retailerCheckoutPage } from './carts/retailer-checkout-page.js';
import { updateCartItem } from './carts/update-cart-item.js';
import { getFollowingFeed } from './feeds/get-following-feed.js';
import { getFollowingGiftGuides } from './feeds/get-following-gift-guides.js';
import { createFollow } from './follows/create-follow.js';
import { deleteFollows } from './follows/delete-follows.js';
import { getFollows } from './follows/get-follows.js';
import { createLike } from './likes/create-like.js';
import { deleteLikes } from './likes/delete-likes.js';
import { getLikes } from './likes/get-likes.js';
import { createWish } from './wishes/create-wish.js';
import { deleteWish } from './wishes/delete-wish.js';
import { getSharedWishCollection } from './wishes/get-shared-wish-collection.js';
import { getWishCollections } from './wishes/get-wish-collections.js';
import { getWishes } from './wishes/get-wishes.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/** User-state routes (follows, likes, wishes, carts, checkouts, settings …), all scoped to `request.user`. */
export async function registerUserRoutes(app: TypedApp): Promise<void> {
  for (const register of [
    getFollows,
    createFollow,
    deleteFollows,
    getFollowingFeed,
    getFollowingGiftGuides,
    getLikes,
    createLike,
    deleteLikes,
    getWishes,
    createWish,
    deleteWish,
    getWishCollections,
    getSharedWishCollection,
    getCarts,
    deleteCarts,
    addCartItem,
    updateCartItem,
    deleteCartItems,
    checkoutCart,
    retailerCheckoutPage,
    signedPolicies,
    settings,
    createDataRequest,
  ]) {
    register(app);
  }
}
