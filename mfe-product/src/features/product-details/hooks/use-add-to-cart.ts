import type { ContentSourceType } from '@ltk/contracts';
import { useApi, useBus } from '@ltk/platform';
import { selectIsLoggedIn, useAppSelector } from '@ltk/store';
import { useState } from 'react';
import type { ProductLinkSource } from '../utils/product-link-source';

export interface AddToCart {
  /** Only logged-in users have carts. */
  available: boolean;
  adding: boolean;
  add: (variantId: string) => Promise<void>;
}

/** The content source of a cart item reached through this product link (section 2). */
export function contentSourceOf(source: ProductLinkSource): {
  contentSourceType: ContentSourceType;
  contentSourceId?: string;
  clickHash?: string;
} {
  if (source.postId) return { contentSourceType: 'post', contentSourceId: source.postId };
  if (source.collectionId) return { contentSourceType: 'product_set', contentSourceId: source.collectionId };
  return { contentSourceType: 'off_property', clickHash: source.clickHash ?? undefined };
}

/**
 * Adds one unit of a variant to the user's cart (POST /v1/cart_items). The cart notification (bus state
 * 'cart/notification') is cleared first, then set to 'added' with the cart, or 'added-error'; the cart app
 * shows it. 'cart/item-added' tells the header's badge.
 */
export function useAddToCart(productDetailsId: string, source: ProductLinkSource): AddToCart {
  const api = useApi();
  const bus = useBus();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [adding, setAdding] = useState(false);

  const add = async (variantId: string) => {
    setAdding(true);
    bus.publish('cart/notification', null);
    try {
      const response = await api.addCartItem({
        productDetailsId,
        retailerProductVariantId: variantId,
        quantity: 1,
        ...contentSourceOf(source),
      });
      bus.publish('cart/item-added', {
        cartId: response.cartItem.cartId,
        cartItemId: response.cartItem.id,
        productDetailsId,
        quantity: response.cartItem.quantity,
      });
      bus.publish('cart/notification', { type: 'added', cartId: response.cartItem.cartId });
    } catch (error) {
      console.error('Error adding to cart', error);
      bus.publish('cart/notification', { type: 'added-error' });
    } finally {
      setAdding(false);
    }
  };

  return { available: loggedIn, adding, add };
}
