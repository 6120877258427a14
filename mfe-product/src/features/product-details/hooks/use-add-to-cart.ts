import { logger } from '@ltk/contracts/log';
import type { ContentSourceType } from '@ltk/contracts';
import { useBus } from '@ltk/platform';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@ltk/store';
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
 * Adds one unit of a variant to the user's cart through the shared carts slice (`addCartItem` of `@ltk/store/carts`:
 * POST /v1/cart_items, merged so the header badge and the drawer show it without another read). The slice clears the
 * cart notification first, then sets 'added' with the cart, or 'added-error'; the cart app shows it. The slice loads
 * on the first add (a signed-in page has it already, with the header badge), so the product page does not carry it.
 */
export function useAddToCart(productDetailsId: string, source: ProductLinkSource): AddToCart {
  const dispatch = useAppDispatch();
  const bus = useBus();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [adding, setAdding] = useState(false);

  const add = async (variantId: string) => {
    setAdding(true);
    try {
      const { addCartItem } = await import('@ltk/store/carts');
      await dispatch(
        addCartItem({
          productDetailsId,
          retailerProductVariantId: variantId,
          quantity: 1,
          ...contentSourceOf(source),
        }),
      );
    } catch (error) {
      // The slice's code did not load: nothing was asked of the cart service.
      logger.error('Error adding to cart', error);
      bus.publish('cart/notification', { type: 'added-error' });
    } finally {
      setAdding(false);
    }
  };

  return { available: loggedIn, adding, add };
}
