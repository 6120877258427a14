import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Product, ProductDetails } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import type { ReactNode } from 'react';
// By package name: the props' type of the shared @ltk/ui module's tile, not a second copy in this chunk.
import { mq, type ProductTileProps } from '@ltk/ui';

/**
 * The ProductTile of one product of a post: its page (with the post as `li`), name, image, prices and retailer from the
 * product details once loaded, else from the post's product; 'Shop Now' to the retailer. Props only: the tile itself
 * comes from the shared `@ltk/ui` module. The caller adds the wish state.
 */
export function postProductTileProps(
  postId: string,
  product: Product,
  details: ProductDetails | undefined,
): ProductTileProps {
  return {
    name: details?.name ?? product.name,
    imageUrl: product.imageUrl || details?.imageUrl || '',
    href: paths.product(product.productDetailsId, { li: postId }),
    retailerName: details?.advertiserName ?? product.retailerDisplayName,
    price: details?.price ?? product.price,
    discountPrice: details ? details.salePrice : product.salePrice,
    percentChange: details?.percentChange,
    currency: details?.currency ?? product.currency,
    shopHref: product.hyperlink,
    shopExternal: true,
  };
}

export type ProductTileGridProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/** A post's products: two tiles a row on phones, three from md up. */
export function ProductTileGrid<T>({ items, getKey, renderItem }: ProductTileGridProps<T>) {
  return (
    <ul css={grid}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

const grid = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.spacing(3)} ${theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
