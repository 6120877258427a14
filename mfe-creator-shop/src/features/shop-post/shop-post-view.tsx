import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Post, Product, Profile } from '@ltk/contracts';
import { useBus } from '@ltk/platform';
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
import { PostHero, ProductTileGrid, postProductTileProps } from '@ltk/ui/post';
import { ShareButton } from '@ltk/ui/share';
import { usePageStrings } from '../../i18n/page-strings';
import { usePostProducts } from './use-shop-post';

function PostProduct({ post, product }: { post: Post; product: Product }) {
  const dispatch = useAppDispatch();
  const wished = useAppSelector((state) => selectIsProductWished(state, product.id));
  const details = useAppSelector((state) => state.entities.productDetails[product.productDetailsId]);
  return (
    <ProductTile
      {...postProductTileProps(post.id, product, details)}
      wished={wished}
      onWishToggle={() => void dispatch(toggleWish(product.id))}
    />
  );
}

/** A post inside the shop: hero image or video with like, caption, share and its products. */
export function ShopPostView({ post, profile }: { post: Post; profile: Profile }) {
  const { t } = usePageStrings();
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
        <PostHero post={post} video={video} alt={alt} />
        <LikeButton
          overlay
          liked={liked}
          onToggle={() => void dispatch(toggleLike(post.id))}
          postBy={profile.displayName}
        />
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
            <ProductTileGrid
              items={products.products}
              getKey={(product) => product.id}
              renderItem={(product) => <PostProduct post={post} product={product} />}
            />
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
