import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { FeedCard, FeedGrid } from '@ltk/ui';
import { FavoritesEmpty } from '../../features/favorites/favorites-empty';
import { FavoritesTabs } from '../../features/favorites/favorites-tabs';
import type { LikedPost } from '../../features/favorites/liked-posts';
import { useLikedPosts } from '../../features/favorites/use-liked-posts';
import { strings } from '../../i18n/strings';

/** `/account/favorites/posts`: the user's liked posts as feed cards; the heart unlikes. */
export function FavoritePostsPage() {
  const { t } = strings.useStrings();
  const { state, hasMore, loadMore, retry, unlike } = useLikedPosts();
  const empty = state.loaded && state.status === 'idle' && state.items.length === 0;

  return (
    <main
      css={(theme: Theme) =>
        css({
          maxWidth: 1280,
          margin: '0 auto',
          padding: theme.spacing(2),
          fontFamily: theme.typography.fontFamily,
        })
      }
    >
      <h1 css={(theme: Theme) => css({ fontSize: theme.typography.size.xl, margin: theme.spacing(1, 0, 2) })}>
        {t('favorites.title')}
      </h1>
      <FavoritesTabs />
      {empty ? (
        <FavoritesEmpty title={t('favorites.emptyPosts')} hint={t('favorites.emptyPostsHint')} />
      ) : (
        <FeedGrid<LikedPost>
          label={t('favorites.posts')}
          items={state.items}
          getKey={(item) => item.post.id}
          status={state.status === 'idle' ? 'success' : state.status}
          hasMore={hasMore}
          onLoadMore={loadMore}
          onRetry={retry}
          renderItem={(item, index) => (
            <FeedCard
              post={item.post}
              profile={item.profile}
              profileHref={item.profile ? paths.creator(item.profile.displayName) : undefined}
              postHref={paths.post(item.post.id)}
              products={item.products}
              productCount={item.post.postProductCount}
              liked
              onLikeToggle={() => unlike(item)}
              priority={index < 4}
            />
          )}
        />
      )}
    </main>
  );
}
