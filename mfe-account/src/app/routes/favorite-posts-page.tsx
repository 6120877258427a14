import { paths } from '@ltk/routes';
import { FeedCard } from '@ltk/ui';
import { FavoritesPageShell } from '../../features/favorites/favorites-page-shell';
import { useLikedPosts } from '../../features/favorites/use-liked-posts';
import { strings } from '../../i18n/strings';

/** `/account/favorites/posts`: the user's liked posts as feed cards; the heart unlikes. */
export function FavoritePostsPage() {
  const { t } = strings.useStrings();
  const list = useLikedPosts();
  return (
    <FavoritesPageShell
      label={t('favorites.posts')}
      list={list}
      empty={list.empty}
      emptyTitle={t('favorites.emptyPosts')}
      emptyHint={t('favorites.emptyPostsHint')}
      getKey={(item) => item.post.id}
      renderItem={(item, index) => (
        <FeedCard
          post={item.post}
          profile={item.profile}
          profileHref={item.profile ? paths.creator(item.profile.displayName) : undefined}
          postHref={paths.post(item.post.id)}
          products={item.products}
          productCount={item.post.postProductCount}
          liked
          onLikeToggle={() => list.unlike(item)}
          priority={index < 4}
        />
      )}
    />
  );
}
