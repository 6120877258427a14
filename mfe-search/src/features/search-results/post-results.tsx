import { useApi } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { fetchLikeStatus, useAppDispatch } from '@ltk/store';
import { usePostLike } from '@ltk/store/feed-cards';
import { FeedCard, type FeedGridStatus } from '@ltk/ui';
import { MasonryFeed, estimateFeedCardHeight } from '@ltk/ui/feed';
import { memo, useCallback, useEffect } from 'react';
import type { PagedSearchState } from './paged-search-state';
import type { PostCard } from './post-cards';
import { searchPostsPage } from './search-posts-page';
import { usePagedSearch } from './use-paged-search';
import { onLinkClick, useResultClick } from './use-result-click';
import { strings } from '../../i18n/strings';

/** Cards of the first row load eagerly (largest contentful paint). */
const EAGER_CARDS = 4;

function gridStatus(state: PagedSearchState<unknown>): FeedGridStatus {
  if (state.status === 'error') return 'error';
  if (state.status === 'pending' || state.page < 0) return 'pending';
  return 'success';
}

const getKey = (card: PostCard) => card.post.id;
// Before a card is measured: its hero's aspect ratio, the creator row and the product row.
const estimateHeight = (card: PostCard, width: number) => estimateFeedCardHeight(card.post, width);

type ResultCardProps = {
  card: PostCard;
  /** 1-based place in the results, as the click report counts. */
  position: number;
  reportClick: (postId: string, position: number) => void;
};

/** One post result: re-renders only when its card, place or like changes. */
const ResultCard = memo(function ResultCard({ card, position, reportClick }: ResultCardProps) {
  const { post, profile, products } = card;
  const { liked, onLikeToggle } = usePostLike(post.id);
  return (
    <div onClickCapture={onLinkClick(() => reportClick(post.id, position))}>
      <FeedCard
        post={post}
        profile={profile}
        profileHref={profile ? paths.creator(profile.displayName) : undefined}
        postHref={paths.post(post.id)}
        products={products}
        productCount={post.postProductCount}
        liked={liked}
        onLikeToggle={onLikeToggle}
        priority={position <= EAGER_CARDS}
      />
    </div>
  );
});

/**
 * Posts matching the keyword, 20 per page, in the virtualised masonry list (only the cards near the screen are
 * in the page; the next page is asked for near the end of the shortest column). The loaded pages and their layout
 * are kept, so Back from a post shows the same results at the same place.
 */
export function PostResults({ keyword }: { keyword: string }) {
  const { t } = strings.useStrings();
  const api = useApi();
  const dispatch = useAppDispatch();
  const fetchPage = useCallback((query: string, page: number) => searchPostsPage(api, query, page), [api]);
  const { state, hasMore, loadMore, retry } = usePagedSearch<PostCard>(keyword, fetchPage, 'hits', 'posts');
  const reportClick = useResultClick(keyword, 'post');

  // Like state of the shown posts, looked up once per post (the store skips posts it already knows).
  const ids = state.hits.map(getKey).join(',');
  useEffect(() => {
    if (ids) void dispatch(fetchLikeStatus(ids.split(',')));
  }, [dispatch, ids]);

  const renderItem = useCallback(
    (card: PostCard, index: number) => (
      <ResultCard card={card} position={index + 1} reportClick={reportClick} />
    ),
    [reportClick],
  );

  return (
    <MasonryFeed<PostCard>
      label={t('results.posts')}
      items={state.hits}
      getKey={getKey}
      estimateHeight={estimateHeight}
      cacheKey={`search-posts:${keyword}`}
      status={gridStatus(state)}
      hasMore={hasMore}
      onLoadMore={loadMore}
      onRetry={retry}
      renderItem={renderItem}
    />
  );
}
