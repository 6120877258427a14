import { useFeedImpressions } from '@ltk/platform/impressions';
import { PostCard } from '@ltk/platform/post-card';
import { selectPost, useAppStore } from '@ltk/store';
import { useCardData } from '@ltk/store/feed-cards';
import { FEED_CARD_MAX_PRODUCTS } from '@ltk/ui';
import { MasonryFeed, estimateFeedCardHeight } from '@ltk/ui/feed';
import { useCallback } from 'react';
import type { FeedView } from './use-feed';

/** Cards of the first row load eagerly (largest contentful paint). */
const EAGER_CARDS = 4;

export interface PostFeedProps {
  /** Accessible name of the feed region. */
  label: string;
  view: FeedView;
  /** Keeps the feed's layout for the session (scroll position on Back), e.g. the feed's name; names its analytics. */
  cacheKey?: string;
}

const getKey = (id: string) => id;
// Module scope: the same function every render, so the feed re-renders only the cards that moved.
const renderItem = (id: string, index: number) => <PostCard postId={id} priority={index < EAGER_CARDS} />;

/** Spec section 9: the Discover feeds ask for their next page one item before the end of the shortest column. */
const DISCOVER_PAGING_THRESHOLD = 1;

/** A loaded shared-store feed in the virtualised masonry list: cards with their products and like state, paged by scroll. */
export function PostFeed({ label, view, cacheKey }: PostFeedProps) {
  const { postIds, status, hasMore, loadMore, retry } = view;
  const store = useAppStore();
  useCardData(postIds, FEED_CARD_MAX_PRODUCTS);
  const impressions = useFeedImpressions(cacheKey ?? label);
  // Before a card is measured: its hero's aspect ratio, the creator row and the product row.
  const estimateHeight = useCallback(
    (id: string, width: number) => estimateFeedCardHeight(selectPost(store.getState(), id), width),
    [store],
  );
  return (
    <div ref={impressions}>
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
        renderItem={renderItem}
        pagingThreshold={DISCOVER_PAGING_THRESHOLD}
      />
    </div>
  );
}
