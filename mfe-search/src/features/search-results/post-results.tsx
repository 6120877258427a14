import { PostCard } from '@ltk/platform/post-card';
import { feedCleared, selectPost, useAppDispatch, useAppStore, useList } from '@ltk/store';
import { useCardData } from '@ltk/store/feed-cards';
import { FEED_CARD_MAX_PRODUCTS, type FeedGridStatus } from '@ltk/ui';
import { MasonryFeed, estimateFeedCardHeight } from '@ltk/ui/feed';
import { memo, useCallback } from 'react';
import { postSearch } from './search-reads';
import { onLinkClick, useResultClick } from './use-result-click';
import { strings } from '../../i18n/strings';

/** Cards of the first row load eagerly (largest contentful paint). */
const EAGER_CARDS = 4;
const NONE: readonly string[] = [];

const gridStatus = (status: string): FeedGridStatus =>
  status === 'failed' ? 'error' : status === 'succeeded' ? 'success' : 'pending';
const getKey = (id: string) => id;

type ResultCardProps = {
  postId: string;
  /** 1-based place in the results, as the click report counts. */
  position: number;
  reportClick: (postId: string, position: number) => void;
};

/** One post result: re-renders only when its post, place or like changes. */
const ResultCard = memo(function ResultCard({ postId, position, reportClick }: ResultCardProps) {
  return (
    <div onClickCapture={onLinkClick(() => reportClick(postId, position))}>
      <PostCard postId={postId} priority={position <= EAGER_CARDS} />
    </div>
  );
});

/**
 * Posts matching the keyword, 20 per page, in the virtualised masonry list (only the cards near the screen are
 * in the page; the next page is asked for near the end of the shortest column). The list and its posts are in the
 * store, so Back from a post shows the same results at the same place without searching again.
 */
export function PostResults({ keyword }: { keyword: string }) {
  const { t } = strings.useStrings();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const list = useList(postSearch, keyword);
  // A failed search clears its results; Try Again searches again from the first page.
  const ids = list.status === 'failed' ? NONE : list.ids;
  const retry = useCallback(
    () => dispatch(feedCleared({ name: postSearch.key(keyword) })),
    [dispatch, keyword],
  );
  const reportClick = useResultClick(keyword, 'post');
  useCardData(ids, FEED_CARD_MAX_PRODUCTS);
  // Before a card is measured: its hero's aspect ratio, the creator row and the product row.
  const estimateHeight = useCallback(
    (id: string, width: number) => estimateFeedCardHeight(selectPost(store.getState(), id), width),
    [store],
  );
  const renderItem = useCallback(
    (id: string, index: number) => <ResultCard postId={id} position={index + 1} reportClick={reportClick} />,
    [reportClick],
  );

  return (
    <MasonryFeed<string>
      label={t('results.posts')}
      items={ids}
      getKey={getKey}
      estimateHeight={estimateHeight}
      cacheKey={`search-posts:${keyword}`}
      status={gridStatus(list.status)}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      onRetry={retry}
      renderItem={renderItem}
    />
  );
}
