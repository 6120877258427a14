import type { ProductDetails } from '@ltk/contracts';
import {
  fetchWishStatus,
  selectIsLoggedIn,
  selectIsProductWished,
  toggleWish,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';
import { Button, LikeButton } from '@ltk/ui';
import { useEffect, useMemo, useState } from 'react';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useLinkedRetailerProductId, useRetailerProduct } from '../hooks/use-retailer-product';
import { usePostProduct } from '../hooks/use-post-product';
import type { ProductLinkSource } from '../utils/product-link-source';
import { findVariant, initialSelection, type OptionSelection } from '../utils/variant-selection';
import { ProductView } from './product-view';
import { strings } from '../../../i18n/strings';

export type ProductDetailsContainerProps = { details: ProductDetails; source: ProductLinkSource };

/** The heart that wishes the page's product (the post product it stands for), as on the post's tiles. */
function ProductWishButton({ productId, name }: { productId: string; name: string }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const wished = useAppSelector((state) => selectIsProductWished(state, productId));
  useEffect(() => {
    if (loggedIn) void dispatch(fetchWishStatus([productId]));
  }, [dispatch, loggedIn, productId]);
  return (
    <LikeButton overlay liked={wished} saves={name} onToggle={() => void dispatch(toggleWish(productId))} />
  );
}

/** Product page body: details plus the retailer product's variants, 'Shop Now', the heart and add to cart. */
export function ProductDetailsContainer({ details, source }: ProductDetailsContainerProps) {
  const { t } = strings.useStrings();
  const retailerProduct = useRetailerProduct(useLinkedRetailerProductId(details, source));
  const postProduct = usePostProduct(details.id, source.postId);
  const shopUrl = details.hyperlink ?? postProduct?.hyperlink ?? null;
  const cart = useAddToCart(details.id, source);
  const initial = useMemo(
    () =>
      retailerProduct
        ? initialSelection(
            retailerProduct.variants,
            retailerProduct.options,
            source.variantId,
            source.variant,
          )
        : {},
    [retailerProduct, source.variantId, source.variant],
  );
  const [picked, setPicked] = useState<OptionSelection>({});
  const selection = { ...initial, ...picked };
  const variant = retailerProduct ? findVariant(retailerProduct.variants, selection) : undefined;

  return (
    <ProductView
      details={details}
      retailerProduct={retailerProduct}
      selection={selection}
      onSelect={(name, value) => setPicked((current) => ({ ...current, [name]: value }))}
      variant={variant}
      shopUrl={shopUrl}
      heart={postProduct ? <ProductWishButton productId={postProduct.id} name={details.name} /> : null}
      actions={
        cart.available && variant ? (
          // While adding, the button keeps focus (aria-disabled, not disabled): a disabled one drops it to <body>.
          <Button
            variant="secondary"
            disabled={!variant.available}
            aria-disabled={cart.adding || undefined}
            onClick={() => {
              if (!cart.adding) void cart.add(variant.id);
            }}
          >
            {cart.adding ? t('product.adding') : t('product.addToCart')}
          </Button>
        ) : null
      }
    />
  );
}
