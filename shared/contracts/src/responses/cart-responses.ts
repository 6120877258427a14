import type { Cart, CartItem, Checkout } from '../entities/cart';
import type { ProductDetails } from '../entities/product';
import type { CatalogRetailerProduct, Retailer, RetailerProductVariant } from '../entities/retailer-product';

/** GET /v1/carts (with includes) */
export interface CartsResponse {
  carts: Cart[];
  cartItems: CartItem[];
  catalogRetailerProducts?: CatalogRetailerProduct[];
  productDetails?: ProductDetails[];
  retailerProductVariants?: RetailerProductVariant[];
  retailers?: Retailer[];
}

/** POST /v1/cart_items, PATCH /v1/cart_items/{id} */
export interface CartItemResponse extends CartsResponse {
  cartItem: CartItem;
}

/** DELETE /v1/carts */
export interface DeleteCartsResponse {
  deletedIds: string[];
}

/** DELETE /v1/cart_items */
export interface DeleteCartItemsResponse {
  deletedIds: string[];
  deletedCartIds: string[];
}

/** POST /v2/carts/{cartId}/checkout, POST /v2/checkouts/ */
export interface CheckoutResponse {
  checkout: Checkout;
}

/** GET /v1/carts/{cartId} (with includes): one cart, with the list read's shape. */
export interface CartResponse extends CartsResponse {
  cart: Cart;
}
