import { css } from '@emotion/react';
import { PAGE_ERROR_CODES, usePageError } from '@ltk/platform';
import { loadPageError } from '@ltk/platform/load-page-error';
import { PostCard } from '@ltk/platform/post-card';
import { selectPost, selectUser, useAppSelector, useAppStore, useList } from '@ltk/store';
import { useCardData } from '@ltk/store/feed-cards';
import { FEED_CARD_MAX_PRODUCTS, mq } from '@ltk/ui';
import { estimateFeedCardHeight } from '@ltk/ui/feed';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { likedPosts } from '../../features/favorites/favorite-reads';
import { FavoritesPageShell } from '../../features/favorites/favorites-page-shell';
import { strings } from '../../i18n/strings';

// Its own chunk, loaded when the page shows it (GET /v2/recommended_profiles/, decision 0084).
const RecommendedCreators = lazy(() =>
  import(
    /* webpackChunkName: "recommended-creators" */ '../../features/recommended-creators/recommended-creators'
  ).then((m) => ({ default: m.RecommendedCreators })),
);

/** The recommended creators' room (three rows on a phone, one from md): the posts do not move when they arrive. */
const asideRoom = css({ minHeight: 236, [mq.up('md')]: { minHeight: 116 } });

/** Cards of the first row load eagerly (largest contentful paint). */
const EAGER_CARDS = 4;

const renderItem = (id: string, index: number) => <PostCard postId={id} priority={index < EAGER_CARDS} />;

/** `/account/favorites/posts`: the user's liked posts as the shared post cards; the heart unlikes (the card leaves). */
export function FavoritePostsPage() {
  const { t } = strings.useStrings();
  const store = useAppStore();
  const userId = useAppSelector(selectUser)?.userId ?? '';
  const list = useList(likedPosts, userId, { enabled: userId !== '' });
  useCardData(list.ids, FEED_CARD_MAX_PRODUCTS);
  // Section 8: a failed likes load is the page error `likes-not-found` (a later page that fails keeps 'Try Again').
  const failedFirstLoad = list.status === 'failed' && list.ids.length === 0;
  usePageError(
    failedFirstLoad
      ? loadPageError(list.error, PAGE_ERROR_CODES.likesNotFound, 'Error fetching likes')
      : null,
  );
  // Before a card is measured: its hero's aspect ratio, the creator row and the product row.
  const estimateHeight = useCallback(
    (id: string, width: number) => estimateFeedCardHeight(selectPost(store.getState(), id), width),
    [store],
  );
  const masonry = useMemo(() => ({ cacheKey: 'account:favorite-posts', estimateHeight }), [estimateHeight]);
  return (
    <FavoritesPageShell
      label={t('favorites.posts')}
      list={list}
      emptyTitle={t('favorites.emptyPosts')}
      emptyHint={t('favorites.emptyPostsHint')}
      renderItem={renderItem}
      masonry={masonry}
      aside={
        <div css={asideRoom}>
          <Suspense fallback={null}>
            <RecommendedCreators />
          </Suspense>
        </div>
      }
    />
  );
}
