import { useApi } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { FeedCard, FeedGrid, type FeedGridStatus } from '@ltk/ui';
import { useCallback } from 'react';
import type { PagedSearchState } from './paged-search-state';
import type { PostCard } from './post-cards';
import { searchPostsPage } from './search-posts-page';
import { usePagedSearch } from './use-paged-search';
import { usePostLikes } from './use-post-likes';
import { onLinkClick, useResultClick } from './use-result-click';
import { strings } from '../../i18n/strings';

function gridStatus(state: PagedSearchState<unknown>): FeedGridStatus {
  if (state.status === 'error') return 'error';
  if (state.status === 'pending' || state.page < 0) return 'pending';
  return 'success';
}

/** Posts matching the keyword in the feed grid, 20 per page, paged by scrolling. */
export function PostResults({ keyword }: { keyword: string }) {
  const { t } = strings.useStrings();
  const api = useApi();
  const fetchPage = useCallback((query: string, page: number) => searchPostsPage(api, query, page), [api]);
  const { state, hasMore, loadMore, retry } = usePagedSearch<PostCard>(keyword, fetchPage, 'hits');
  const likes = usePostLikes(state.hits.map((card) => card.post.id));
  const reportClick = useResultClick(keyword, 'post');

  return (
    <FeedGrid<PostCard>
      label={t('results.posts')}
      items={state.hits}
      getKey={(card) => card.post.id}
      status={gridStatus(state)}
      hasMore={hasMore}
      onLoadMore={loadMore}
      onRetry={retry}
      renderItem={(card, index) => (
        <div onClickCapture={onLinkClick(() => reportClick(card.post.id, index + 1))}>
          <FeedCard
            post={card.post}
            profile={card.profile}
            profileHref={card.profile ? paths.creator(card.profile.displayName) : undefined}
            postHref={paths.post(card.post.id)}
            products={card.products}
            productCount={card.post.postProductCount}
            liked={likes.isLiked(card.post.id)}
            onLikeToggle={() => likes.toggle(card.post.id)}
            priority={index < 4}
          />
        </div>
      )}
    />
  );
}
