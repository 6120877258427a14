import type { ReactNode } from 'react';
import type { ListView } from '@ltk/store';
import { FeedGrid, type FeedGridStatus } from '@ltk/ui';
import { MasonryFeed } from '@ltk/ui/feed';
import { strings } from '../../i18n/strings';
import { PageShell } from '../../lib/page-shell';
import { FavoritesEmpty } from './favorites-empty';
import { FavoritesTabs } from './favorites-tabs';

const gridStatus = (status: ListView['status']): FeedGridStatus =>
  status === 'failed' ? 'error' : status === 'succeeded' ? 'success' : 'pending';
const getKey = (id: string) => id;

/** The favorites pages' frame: title, Posts/Products tabs, and the list (of ids in the store) or its empty state. */
export function FavoritesPageShell({
  label,
  list,
  emptyTitle,
  emptyHint,
  renderItem,
  masonry,
  aside,
}: {
  label: string;
  list: ListView;
  emptyTitle: string;
  emptyHint: string;
  renderItem: (id: string, index: number) => ReactNode;
  /**
   * A long post feed: the virtualised masonry list (only cards near the viewport in the page), its layout kept for
   * the session under `cacheKey` so Back from a post returns to the same place.
   */
  masonry?: { cacheKey: string; estimateHeight: (id: string, columnWidth: number) => number };
  /** A section between the tabs and the list (the favorite posts' recommended creators). */
  aside?: ReactNode;
}) {
  const { t } = strings.useStrings();
  const empty = list.status === 'succeeded' && list.ids.length === 0;
  const props = {
    label,
    items: list.ids,
    getKey,
    status: gridStatus(list.status),
    hasMore: list.hasMore,
    onLoadMore: list.loadMore,
    onRetry: list.retry,
    renderItem,
  };
  return (
    <PageShell title={t('favorites.title')}>
      <FavoritesTabs />
      {aside}
      {empty ? (
        <FavoritesEmpty title={emptyTitle} hint={emptyHint} />
      ) : masonry ? (
        <MasonryFeed<string> {...props} cacheKey={masonry.cacheKey} estimateHeight={masonry.estimateHeight} />
      ) : (
        <FeedGrid<string> {...props} />
      )}
    </PageShell>
  );
}
