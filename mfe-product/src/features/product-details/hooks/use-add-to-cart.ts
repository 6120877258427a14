import type { ContentSourceType } from '@ltk/contracts';
import { useApi, useBus } from '@ltk/platform';
import { selectIsLoggedIn, useAppSelector } from '@ltk/store';
import { useState } from 'react';
import type { ProductLinkSource } from '../utils/product-link-source';
import { strings } from '../../../i18n/strings';

export interface AddToCart {
  /** Only logged-in users have carts. */
  available: boolean;
  adding: boolean;
  add: (variantId: string) => Promise<void>;
}

/** Adds one unit of a variant to the user's cart (POST /v1/cart_items) and tells the cart on the bus. */
export function useAddToCart(productDetailsId: string, source: ProductLinkSource): AddToCart {
  const api = useApi();
  const bus = useBus();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { t } = strings.useStrings();
  const [adding, setAdding] = useState(false);

  const add = async (variantId: string) => {
    setAdding(true);
    const contentSourceType: ContentSourceType = source.postId
      ? 'post'
      : source.collectionId
        ? 'product_set'
        : 'off_property';
    try {
      const response = await api.addCartItem({
        productDetailsId,
        retailerProductVariantId: variantId,
        quantity: 1,
        contentSourceType,
        contentSourceId: source.postId ?? source.collectionId ?? undefined,
        clickHash: source.clickHash ?? undefined,
      });
      bus.publish('cart/item-added', {
        cartId: response.cartItem.cartId,
        cartItemId: response.cartItem.id,
        productDetailsId,
        quantity: response.cartItem.quantity,
      });
    } catch {
      bus.publish('notification', { kind: 'added-error', message: t('product.addError') });
    } finally {
      setAdding(false);
    }
  };

  return { available: loggedIn, adding, add };
}
