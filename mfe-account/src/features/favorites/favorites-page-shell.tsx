import type { ReactNode } from 'react';
import { FeedGrid } from '@ltk/ui';
import { MasonryFeed } from '@ltk/ui/feed';
import { strings } from '../../i18n/strings';
import { PageShell } from '../../lib/page-shell';
import { FavoritesEmpty } from './favorites-empty';
import { FavoritesTabs } from './favorites-tabs';
import type { PagedFavoritesState } from './use-paged-favorites';

/** The favorites pages' frame: title, Posts/Products tabs, and the list or its empty state. */
export function FavoritesPageShell<T>({
  label,
  list,
  empty,
  emptyTitle,
  emptyHint,
  getKey,
  renderItem,
  masonry,
}: {
  label: string;
  list: { state: PagedFavoritesState<T>; hasMore: boolean; loadMore: () => void; retry: () => void };
  empty: boolean;
  emptyTitle: string;
  emptyHint: string;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * A long post feed: the virtualised masonry list (only cards near the viewport in the page), its layout kept for
   * the session under `cacheKey` so Back from a post returns to the same place.
   */
  masonry?: { cacheKey: string; estimateHeight: (item: T, columnWidth: number) => number };
}) {
  const { t } = strings.useStrings();
  return (
    <PageShell title={t('favorites.title')}>
      <FavoritesTabs />
      {empty ? (
        <FavoritesEmpty title={emptyTitle} hint={emptyHint} />
      ) : (
        <List
          label={label}
          items={list.state.items}
          getKey={getKey}
          status={list.state.status === 'idle' ? 'success' : list.state.status}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          onRetry={list.retry}
          renderItem={renderItem}
          masonry={masonry}
        />
      )}
    </PageShell>
  );
}

function List<T>({
  masonry,
  ...props
}: Omit<Parameters<typeof FeedGrid<T>>[0], 'columns' | 'className'> & {
  masonry?: { cacheKey: string; estimateHeight: (item: T, columnWidth: number) => number };
}) {
  return masonry ? (
    <MasonryFeed<T> {...props} cacheKey={masonry.cacheKey} estimateHeight={masonry.estimateHeight} />
  ) : (
    <FeedGrid<T> {...props} />
  );
}
