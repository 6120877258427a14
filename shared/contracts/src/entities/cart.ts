export type ContentSourceType = 'post' | 'product_set' | 'off_property';

export interface Cart {
  id: string;
  retailerId: string;
  cartItemIds: string[];
  /** Subtotal in USD (available items only). */
  subtotal: string;
  currency: string;
  itemCount: number;
  dateCreated: string;
  dateUpdated: string;
}

export interface CartItem {
  id: string;
  cartId: string;
  quantity: number;
  productDetailsId: string;
  retailerProductVariantId: string;
  catalogRetailerProductId: string | null;
  contentSourceType: ContentSourceType;
  contentSourceId: string | null;
  clickHash: string | null;
  available: boolean;
}

export interface Checkout {
  id: string | null;
  cartId: string;
  checkoutUrl: string | null;
  /** Variant ids that could not be checked out. */
  invalidProducts: string[];
}

export type CartNotificationType = 'added' | 'added-error' | 'updated-error' | 'max-error' | 'checkout-error';

export interface CartNotification {
  type: CartNotificationType;
  cartId?: string;
}
