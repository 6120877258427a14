import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Product, ProductDetails } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { selectIsProductWished, toggleWish, useAppDispatch, useAppSelector } from '@ltk/store';
import { ProductTile, mq } from '@ltk/ui';
import { productPrice } from '../../../lib/product-price';
import type { PostProductItem } from '../utils/post-product-items';
import { strings } from '../../../i18n/strings';

export type PostProductsProps = {
  postId: string;
  items: readonly PostProductItem[];
};

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

type PostProductTileProps = { postId: string; product: Product; details?: ProductDetails };

/** One product of the post: links to the product page, 'Shop Now' to the retailer, heart to wish it. */
function PostProductTile({ postId, product, details }: PostProductTileProps) {
  const dispatch = useAppDispatch();
  const wished = useAppSelector((state) => selectIsProductWished(state, product.id));
  const price = productPrice(
    details?.price ?? product.price,
    details ? details.salePrice : product.salePrice,
  );
  return (
    <ProductTile
      name={details?.name ?? product.name}
      imageUrl={product.imageUrl || details?.imageUrl || ''}
      href={paths.product(product.productDetailsId, { li: postId })}
      retailerName={details?.advertiserName ?? product.retailerDisplayName}
      price={price?.price ?? null}
      discountPrice={price?.salePrice ?? null}
      percentChange={details?.percentChange}
      currency={details?.currency ?? product.currency}
      shopHref={product.hyperlink}
      shopExternal
      wished={wished}
      onWishToggle={() => void dispatch(toggleWish(product.id))}
    />
  );
}

/** The post's products as tiles linking to the product page, with 'Shop Now' to the retailer. */
export function PostProducts({ postId, items }: PostProductsProps) {
  const { t } = strings.useStrings();
  return (
    <section aria-labelledby="post-products-title">
      <h2 id="post-products-title" css={(theme: Theme) => css({ fontSize: theme.typography.size.lg })}>
        {t('post.productsTitle')}
      </h2>
      {items.length === 0 ? (
        <p>{t('post.noProducts')}</p>
      ) : (
        <ul css={grid}>
          {items.map(({ product, details }) => (
            <li key={product.id}>
              <PostProductTile postId={postId} product={product} details={details} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
