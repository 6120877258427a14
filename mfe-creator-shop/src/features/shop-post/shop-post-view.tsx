import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import { IMAGE, type Post, type Product, type Profile } from '@ltk/contracts';
import { useBus } from '@ltk/platform';
import { paths } from '@ltk/routes';
import {
  selectIsPostLiked,
  selectIsProductWished,
  toggleLike,
  toggleWish,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';
import { LikeButton, ProductTile, mq } from '@ltk/ui';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { ShareButton } from '@ltk/ui/share';
import { strings } from '../../i18n/strings';
import { usePostProducts } from './use-shop-post';

function PostProduct({ post, product }: { post: Post; product: Product }) {
  const dispatch = useAppDispatch();
  const wished = useAppSelector((state) => selectIsProductWished(state, product.id));
  const details = useAppSelector((state) => state.entities.productDetails[product.productDetailsId]);
  return (
    <ProductTile
      name={details?.name ?? product.name}
      imageUrl={product.imageUrl || details?.imageUrl || ''}
      href={paths.product(product.productDetailsId, { li: post.id })}
      retailerName={details?.advertiserName ?? product.retailerDisplayName}
      price={details?.price ?? product.price}
      discountPrice={details ? details.salePrice : product.salePrice}
      percentChange={details?.percentChange}
      currency={details?.currency ?? product.currency}
      shopHref={product.hyperlink}
      shopExternal
      wished={wished}
      onWishToggle={() => void dispatch(toggleWish(product.id))}
    />
  );
}

/** A post inside the shop: hero image or video with like, caption, share and its products. */
export function ShopPostView({ post, profile }: { post: Post; profile: Profile }) {
  const { t } = strings.useStrings();
  const dispatch = useAppDispatch();
  const bus = useBus();
  const liked = useAppSelector((state) => selectIsPostLiked(state, post.id));
  const products = usePostProducts(post);
  const video = post.media.find((media) => media.type === 'video' && media.url);
  const alt = post.caption.trim() || t('post.heroAlt', { name: profile.displayName });
  const title = post.title.trim() || t('post.heroAlt', { name: profile.displayName });
  return (
    <article css={layout} aria-label={title}>
      <div css={css({ position: 'relative' })}>
        {video ? (
          <video
            css={hero}
            src={video.url}
            poster={imageUrl(post.heroImage, { width: IMAGE.heroWidth })}
            width={video.width || post.heroImageWidth}
            height={video.height || post.heroImageHeight}
            controls
            playsInline
            muted
            aria-label={alt}
          />
        ) : (
          <img
            css={hero}
            src={imageUrl(post.heroImage, { width: IMAGE.heroWidth })}
            width={post.heroImageWidth || IMAGE.heroWidth}
            height={post.heroImageHeight || IMAGE.height}
            alt={alt}
            fetchPriority="high"
          />
        )}
        <LikeButton overlay liked={liked} onToggle={() => void dispatch(toggleLike(post.id))} />
      </div>
      <div css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(2), minWidth: 0 })}>
        {post.caption ? <p css={css({ margin: 0, whiteSpace: 'pre-line' })}>{post.caption}</p> : null}
        <div>
          <ShareButton
            routeName="explore-displayName-posts-id"
            params={{ id: post.id, displayName: profile.displayName }}
            title={title}
            onAnalytics={(event) => bus.publish('analytics/event', event)}
          />
        </div>
        <section aria-labelledby="shop-post-products">
          <h2 id="shop-post-products" css={(theme: Theme) => css({ fontSize: theme.typography.size.lg })}>
            {t('post.products')}
          </h2>
          {products.status === 'failed' ? (
            <PageErrorState title={t('post.productsError')} onRetry={products.retry} />
          ) : products.products.length === 0 && products.status !== 'succeeded' ? (
            <PageLoading />
          ) : products.products.length === 0 ? (
            <p>{t('post.noProducts')}</p>
          ) : (
            <ul css={grid}>
              {products.products.map((product) => (
                <li key={product.id}>
                  <PostProduct post={post} product={product} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}

const layout = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(3)};
  max-width: 1200px;
  margin: 0 auto;
  ${mq.up('md')} {
    grid-template-columns: minmax(0, 450px) minmax(0, 1fr);
    align-items: start;
  }
`;

const hero = (theme: Theme) => css`
  display: block;
  width: 100%;
  max-width: ${IMAGE.heroWidth}px;
  height: auto;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

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
