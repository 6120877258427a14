import type { ApiSchemas } from './api-schemas';

export type ContentSourceType = ApiSchemas['CartItem']['contentSourceType'];

export type Cart = ApiSchemas['Cart'];

export type CartItem = ApiSchemas['CartItem'];

export type Checkout = ApiSchemas['Checkout'];

export type CartNotificationType = 'added' | 'added-error' | 'updated-error' | 'max-error' | 'checkout-error';

export interface CartNotification {
  type: CartNotificationType;
  cartId?: string;
}
