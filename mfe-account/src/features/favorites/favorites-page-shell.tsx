import type { ReactNode } from 'react';
import { FeedGrid } from '@ltk/ui';
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
}: {
  label: string;
  list: { state: PagedFavoritesState<T>; hasMore: boolean; loadMore: () => void; retry: () => void };
  empty: boolean;
  emptyTitle: string;
  emptyHint: string;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  const { t } = strings.useStrings();
  return (
    <PageShell title={t('favorites.title')}>
      <FavoritesTabs />
      {empty ? (
        <FavoritesEmpty title={emptyTitle} hint={emptyHint} />
      ) : (
        <FeedGrid<T>
          label={label}
          items={list.state.items}
          getKey={getKey}
          status={list.state.status === 'idle' ? 'success' : list.state.status}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          onRetry={list.retry}
          renderItem={renderItem}
        />
      )}
    </PageShell>
  );
}
