import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Profile } from '@ltk/contracts';
import { PostCard } from '@ltk/platform/post-card';
import { paths } from '@ltk/routes';
import { selectPost, useAppStore } from '@ltk/store';
import { useCardData } from '@ltk/store/feed-cards';
import { FEED_CARD_MAX_PRODUCTS, type FeedGridStatus } from '@ltk/ui';
import { MasonryFeed, estimateFeedCardHeight } from '@ltk/ui/feed';
import { useCallback } from 'react';

/** Cards of the first row load eagerly (largest contentful paint). */
const EAGER_CARDS = 4;

export type ShopPostFeedProps = {
  label: string;
  postIds: readonly string[];
  profile: Profile;
  status: FeedGridStatus;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Keeps the feed's layout for the session, so Back from a post restores the scroll position. */
  cacheKey: string;
  /** Posts marked with `pinnedLabel` above their card. */
  pinned?: readonly string[];
  pinnedLabel?: string;
  className?: string;
};

const getKey = (id: string) => id;

/**
 * A shop's posts (the creator feed, a collection, search results) in the virtualised masonry list: only the cards
 * near the viewport are in the page, each bound to the store by id, and their products and likes loaded per page.
 */
export function ShopPostFeed({ postIds, profile, pinned, pinnedLabel, ...feed }: ShopPostFeedProps) {
  const store = useAppStore();
  useCardData(postIds, FEED_CARD_MAX_PRODUCTS);
  const estimateHeight = useCallback(
    (id: string, width: number) => estimateFeedCardHeight(selectPost(store.getState(), id), width),
    [store],
  );
  // Stable while the profile and pins are: a new page re-renders no card already shown.
  const renderItem = useCallback(
    (id: string, index: number) => {
      const card = (
        <PostCard
          postId={id}
          postHref={paths.creatorPost(profile.displayName, id)}
          priority={index < EAGER_CARDS}
        />
      );
      return pinned?.includes(id) ? (
        <div>
          <span css={badge}>{pinnedLabel}</span>
          {card}
        </div>
      ) : (
        card
      );
    },
    [profile, pinned, pinnedLabel],
  );
  return (
    <MasonryFeed<string>
      {...feed}
      items={postIds}
      getKey={getKey}
      estimateHeight={estimateHeight}
      renderItem={renderItem}
    />
  );
}

const badge = (theme: Theme) =>
  css({
    display: 'inline-block',
    marginBottom: theme.spacing(0.5),
    padding: theme.spacing(0.25, 1),
    borderRadius: theme.radius.pill,
    background: theme.colors.surface,
    fontSize: theme.typography.size.sm,
    fontWeight: theme.typography.weight.bold,
  });
