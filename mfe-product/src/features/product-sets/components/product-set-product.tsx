import { paths } from '@ltk/routes';
import { useAppSelector } from '@ltk/store';
import { ProductTile } from '@ltk/ui';
import { shopProductTileProps } from '@ltk/ui/cards';
import { selectShopProduct } from '@ltk/store/shop-collections';

/** One product of the set: its page (from this set), price, sale price, 'You Save', badge and 'Shop Now'. */
export function ProductSetProduct({ id, setId }: { id: string; setId: string }) {
  const product = useAppSelector((state) => selectShopProduct(state, id));
  const details = useAppSelector((state) =>
    product ? state.entities.productDetails[product.productDetailsId] : undefined,
  );
  if (!product) return null;
  return (
    <ProductTile
      {...shopProductTileProps(product, details, paths.product(product.productDetailsId, { ci: setId }))}
    />
  );
}
