import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Product, ProductDetails } from '@ltk/contracts';
import { selectIsProductWished, toggleWish, useAppDispatch, useAppSelector } from '@ltk/store';
import { ProductTile } from '@ltk/ui';
import { ProductTileGrid, postProductTileProps } from '@ltk/ui/post';
import type { PostProductItem } from '../utils/post-product-items';
import { strings } from '../../../i18n/strings';

export type PostProductsProps = {
  postId: string;
  items: readonly PostProductItem[];
};

type PostProductTileProps = { postId: string; product: Product; details?: ProductDetails };

/** One product of the post: links to the product page, 'Shop Now' to the retailer, heart to wish it. */
function PostProductTile({ postId, product, details }: PostProductTileProps) {
  const dispatch = useAppDispatch();
  const wished = useAppSelector((state) => selectIsProductWished(state, product.id));
  return (
    <ProductTile
      {...postProductTileProps(postId, product, details)}
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
        <ProductTileGrid
          items={items}
          getKey={(item) => item.product.id}
          renderItem={({ product, details }) => (
            <PostProductTile postId={postId} product={product} details={details} />
          )}
        />
      )}
    </section>
  );
}
