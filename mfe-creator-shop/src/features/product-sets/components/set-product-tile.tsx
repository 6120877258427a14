import { useAppSelector } from '@ltk/store';
import { selectShopProduct } from '@ltk/store/shop-collections';
import { ProductTile } from '@ltk/ui';
import { shopProductTileProps } from '@ltk/ui/cards';

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
  return <ProductTile {...shopProductTileProps(product, details, href(product.productDetailsId))} />;
}
