import { selectPost, useAppStore } from '@ltk/store';
import { FEED_CARD_MAX_PRODUCTS } from '@ltk/ui';
import { MasonryFeed } from '@ltk/ui/feed';
import { useCallback } from 'react';
import { FeedPostCard } from './feed-post-card';
import { useCardData } from './use-card-data';
import type { FeedView } from './use-feed';

/** Cards of the first row load eagerly (largest contentful paint). */
const EAGER_CARDS = 4;

/** A card's parts around its hero (px): creator row and gaps; a product row is about a quarter column tall. */
const CARD_HEADER = 40;
const CARD_GAP = 8;

export interface PostFeedProps {
  /** Accessible name of the feed region. */
  label: string;
  view: FeedView;
  /** Keeps the feed's layout for the session (scroll position on Back), e.g. the feed's name. */
  cacheKey?: string;
}

const getKey = (id: string) => id;

/** A loaded shared-store feed in the virtualised masonry list: cards with their products and like state, paged by scroll. */
export function PostFeed({ label, view, cacheKey }: PostFeedProps) {
  const { postIds, status, hasMore, loadMore, retry } = view;
  const store = useAppStore();
  useCardData(postIds);
  // Before a card is measured: its hero's aspect ratio (4:5 when unknown), the creator row and the product row.
  const estimateHeight = useCallback(
    (id: string, width: number) => {
      const post = selectPost(store.getState(), id);
      const ratio =
        post?.heroImageWidth && post.heroImageHeight ? post.heroImageHeight / post.heroImageWidth : 1.25;
      const products =
        post && post.productIds.length > 0 ? CARD_GAP + (width - 3 * 4) / (FEED_CARD_MAX_PRODUCTS + 1) : 0;
      return Math.round(CARD_HEADER + width * ratio + products);
    },
    [store],
  );
  return (
    <MasonryFeed
      label={label}
      items={postIds}
      getKey={getKey}
      estimateHeight={estimateHeight}
      cacheKey={cacheKey}
      status={status}
      hasMore={hasMore}
      onLoadMore={loadMore}
      onRetry={retry}
      renderItem={(id, index) => <FeedPostCard postId={id} priority={index < EAGER_CARDS} />}
    />
  );
}
