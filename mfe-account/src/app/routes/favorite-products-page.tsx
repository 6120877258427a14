import { selectUser, useAppSelector, useList } from '@ltk/store';
import { wishedProducts } from '../../features/favorites/favorite-reads';
import { FavoritesPageShell } from '../../features/favorites/favorites-page-shell';
import { WishlistProduct } from '../../features/wishlists/wishlist-products';
import { strings } from '../../i18n/strings';

const renderItem = (id: string) => <WishlistProduct productId={id} removable />;

/** `/account/favorites/products`: the user's wished products as product tiles; unwishing one removes it. */
export function FavoriteProductsPage() {
  const { t } = strings.useStrings();
  const userId = useAppSelector(selectUser)?.userId ?? '';
  const list = useList(wishedProducts, userId, { enabled: userId !== '' });
  return (
    <FavoritesPageShell
      label={t('favorites.products')}
      list={list}
      emptyTitle={t('favorites.emptyProducts')}
      emptyHint={t('favorites.emptyProductsHint')}
      renderItem={renderItem}
    />
  );
}
