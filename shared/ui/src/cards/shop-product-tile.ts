import type { ProductDetails, ShopProduct } from '@ltk/contracts';
import type { ProductTileProps } from '../components/product-tile/product-tile';

/**
 * The ProductTile of one product of a product set or gift guide: image, name, price, sale price, 'You Save', retailer
 * and 'Shop Now' (the retailer's link once the details are loaded, else the set's link for it). Props only: the
 * tile itself comes from the shared `@ltk/ui` module, not a copy in this chunk.
 */
export function shopProductTileProps(
  product: ShopProduct,
  details: ProductDetails | undefined,
  href: string,
): ProductTileProps {
  return {
    name: details?.name ?? '',
    imageUrl: product.imageUrl || details?.imageUrl || '',
    href,
    retailerName: details?.advertiserName,
    price: details?.price ?? null,
    discountPrice: details?.salePrice ?? null,
    percentChange: details?.percentChange,
    currency: details?.currency,
    shopHref: details?.hyperlink ?? product.linkUrl,
    shopExternal: Boolean(details?.hyperlink),
  };
}
