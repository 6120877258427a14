import { paths } from '@ltk/routes';
import { ProductTile } from '@ltk/ui';
import { FavoritesPageShell } from '../../features/favorites/favorites-page-shell';
import { useWishedProducts } from '../../features/favorites/use-wished-products';
import { strings } from '../../i18n/strings';

const toNumber = (value: string | number | null | undefined) =>
  value == null || value === '' ? null : Number(value);

/** `/account/favorites/products`: the user's wished products as product tiles, unwish removes one. */
export function FavoriteProductsPage() {
  const { t } = strings.useStrings();
  const list = useWishedProducts();
  return (
    <FavoritesPageShell
      label={t('favorites.products')}
      list={list}
      empty={list.empty}
      emptyTitle={t('favorites.emptyProducts')}
      emptyHint={t('favorites.emptyProductsHint')}
      getKey={(item) => item.wish.id}
      renderItem={(item) => (
        <ProductTile
          name={item.details?.name ?? ''}
          imageUrl={item.details?.imageUrl ?? item.product.imageUrl}
          href={paths.product(item.product.productDetailsId)}
          retailerName={item.details?.advertiserName}
          price={toNumber(item.details?.price)}
          discountPrice={toNumber(item.details?.salePrice)}
          percentChange={item.details?.percentChange}
          currency={item.details?.currency}
          wished
          onWishToggle={() => void list.remove(item)}
          shopHref={item.product.hyperlink}
          shopExternal
        />
      )}
    />
  );
}
