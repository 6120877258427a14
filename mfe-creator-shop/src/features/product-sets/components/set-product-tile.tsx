import { selectShopProduct } from '../product-sets-slice';
import { useAppSelector } from '@ltk/store';
import { ProductTile } from '@ltk/ui';

export type SetProductTileProps = {
  shopProductId: string;
  /** Where the tile's image goes (the product opened inside the set). */
  href: (productDetailsId: string) => string;
};

/** One product of a set: image (opens it in the set), price, sale price, 'You Save', badge, 'Shop Now'. */
export function SetProductTile({ shopProductId, href }: SetProductTileProps) {
  const product = useAppSelector((state) => selectShopProduct(state, shopProductId));
  const details = useAppSelector((state) =>
    product ? state.entities.productDetails[product.productDetailsId] : undefined,
  );
  if (!product) return null;
  return (
    <ProductTile
      name={details?.name ?? ''}
      imageUrl={product.imageUrl || details?.imageUrl || ''}
      href={href(product.productDetailsId)}
      retailerName={details?.advertiserName}
      price={details?.price ?? null}
      discountPrice={details?.salePrice ?? null}
      percentChange={details?.percentChange}
      currency={details?.currency}
      shopHref={details?.hyperlink ?? product.linkUrl}
      shopExternal={Boolean(details?.hyperlink)}
    />
  );
}
