import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { FeedGrid, ProductTile } from '@ltk/ui';
import { FavoritesEmpty } from '../../features/favorites/favorites-empty';
import { FavoritesTabs } from '../../features/favorites/favorites-tabs';
import { useWishedProducts } from '../../features/favorites/use-wished-products';
import type { WishedProduct } from '../../features/favorites/wished-products';
import { strings } from '../../i18n/strings';

const toNumber = (value: string | number | null | undefined) =>
  value == null || value === '' ? null : Number(value);

/** `/account/favorites/products`: the user's wished products as product tiles, unwish removes one. */
export function FavoriteProductsPage() {
  const { t } = strings.useStrings();
  const { state, hasMore, loadMore, retry, remove } = useWishedProducts();
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
        <FavoritesEmpty title={t('favorites.emptyProducts')} hint={t('favorites.emptyProductsHint')} />
      ) : (
        <FeedGrid<WishedProduct>
          label={t('favorites.products')}
          items={state.items}
          getKey={(item) => item.wish.id}
          status={state.status === 'idle' ? 'success' : state.status}
          hasMore={hasMore}
          onLoadMore={loadMore}
          onRetry={retry}
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
              onWishToggle={() => void remove(item)}
              shopHref={item.product.hyperlink}
              shopExternal
            />
          )}
        />
      )}
    </main>
  );
}
