import { paths } from '@ltk/routes';
import { FeedCard } from '@ltk/ui';
import { estimateFeedCardHeight } from '@ltk/ui/feed';
import { useCallback } from 'react';
import { FavoritesPageShell } from '../../features/favorites/favorites-page-shell';
import type { LikedPost } from '../../features/favorites/liked-posts';
import { useLikedPosts } from '../../features/favorites/use-liked-posts';
import { strings } from '../../i18n/strings';

const keyOf = (item: LikedPost) => item.post.id;
const MASONRY = {
  cacheKey: 'account:favorite-posts',
  estimateHeight: (item: LikedPost, width: number) => estimateFeedCardHeight(item.post, width),
};

/** `/account/favorites/posts`: the user's liked posts as feed cards; the heart unlikes. */
export function FavoritePostsPage() {
  const { t } = strings.useStrings();
  const list = useLikedPosts();
  const { unlike } = list;
  // Stable: the masonry list re-renders a card only when it moves or its item changes.
  const renderItem = useCallback(
    (item: LikedPost, index: number) => (
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
    ),
    [unlike],
  );
  return (
    <FavoritesPageShell
      label={t('favorites.posts')}
      list={list}
      empty={list.empty}
      emptyTitle={t('favorites.emptyPosts')}
      emptyHint={t('favorites.emptyPostsHint')}
      getKey={keyOf}
      renderItem={renderItem}
      masonry={MASONRY}
    />
  );
}
