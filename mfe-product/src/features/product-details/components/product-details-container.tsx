import type { ProductDetails } from '@ltk/contracts';
import { Button } from '@ltk/ui';
import { useMemo, useState } from 'react';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useRetailerProduct } from '../hooks/use-retailer-product';
import { useShopUrl } from '../hooks/use-shop-url';
import type { ProductLinkSource } from '../utils/product-link-source';
import { findVariant, initialSelection, type OptionSelection } from '../utils/variant-selection';
import { ProductView } from './product-view';
import { strings } from '../../../i18n/strings';

export type ProductDetailsContainerProps = { details: ProductDetails; source: ProductLinkSource };

/** Product page body: details plus the retailer product's variants, 'Shop Now' and add to cart. */
export function ProductDetailsContainer({ details, source }: ProductDetailsContainerProps) {
  const { t } = strings.useStrings();
  const retailerProduct = useRetailerProduct(details.catalogRetailerProductId);
  const shopUrl = useShopUrl(details, source.postId);
  const cart = useAddToCart(details.id, source);
  const initial = useMemo(
    () =>
      retailerProduct
        ? initialSelection(retailerProduct.variants, retailerProduct.options, source.variantId)
        : {},
    [retailerProduct, source.variantId],
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
