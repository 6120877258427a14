import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Post, Profile } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { selectIsPostLiked, toggleLike, useAppDispatch, useAppSelector } from '@ltk/store';
import { FeedCard, FeedGrid, mq } from '@ltk/ui';
import { useCreatorFeed } from '../hooks/use-creator-feed';
import { cardProducts } from '../utils/card-products';
import { strings } from '../../../i18n/strings';

type CreatorFeedCardProps = { post: Post; profile: Profile; priority: boolean };

function CreatorFeedCard({ post, profile, priority }: CreatorFeedCardProps) {
  const dispatch = useAppDispatch();
  const liked = useAppSelector((state) => selectIsPostLiked(state, post.id));
  const products = useAppSelector((state) => state.entities.products);
  const details = useAppSelector((state) => state.entities.productDetails);
  return (
    <FeedCard
      post={post}
      profile={profile}
      profileHref={paths.creator(profile.displayName)}
      postHref={paths.post(post.id)}
      products={cardProducts(post, products, details)}
      productCount={post.postProductCount}
      liked={liked}
      onLikeToggle={() => void dispatch(toggleLike(post.id))}
      priority={priority}
    />
  );
}

const feedStyle = (theme: Theme) => css`
  max-width: 1440px;
  margin: 0 auto;
  padding: ${theme.spacing(0, 2, 4)};
  ${mq.down('sm')} {
    padding-bottom: 96px; /* room for the floating follow bar */
  }
`;

export type CreatorFeedProps = { profile: Profile };

/** The creator's post feed: grid, spinner, error with retry, empty text, infinite paging. */
export function CreatorFeed({ profile }: CreatorFeedProps) {
  const { t } = strings.useStrings();
  const feed = useCreatorFeed(profile.id);
  return (
    <FeedGrid
      css={feedStyle}
      label={t('feed.title')}
      items={feed.posts}
      getKey={(post) => post.id}
      renderItem={(post, index) => <CreatorFeedCard post={post} profile={profile} priority={index < 4} />}
      status={feed.status}
      hasMore={feed.hasMore}
      onLoadMore={feed.loadMore}
      onRetry={feed.retry}
    />
  );
}
