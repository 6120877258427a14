import { paths } from '@ltk/routes';
import { useAppSelector, useList } from '@ltk/store';
import { Button, ProductTile } from '@ltk/ui';
import { RecentProductsStrip } from '@ltk/ui/shop-posts';
import { strings } from '../../i18n/strings';
import { recentProducts } from './recent-products-loads';

function RecentProduct({ id }: { id: string }) {
  const product = useAppSelector((state) => state.entities.products[id]);
  if (!product) return null;
  return (
    <ProductTile
      variant="compact"
      imageWidth={88}
      name={product.name}
      imageUrl={product.imageUrl}
      href={paths.product(product.productDetailsId, { li: product.ltkId })}
    />
  );
}

/** The creator's recent products, newest post first; 'Show more' pages by the feed's next cursor. */
export function RecentProducts({ profileId }: { profileId: string }) {
  const { t } = strings.useStrings();
  const list = useList(recentProducts, profileId);
  const ids = list.ids.length ? list.ids : null;
  // A strip that failed or is empty is left out: the posts below are the page.
  if (!ids && list.status !== 'pending') return null;
  return (
    <RecentProductsStrip
      title={t('recentProducts.title')}
      ids={ids}
      Tile={RecentProduct}
      more={
        list.hasMore && (
          <Button variant="text" size="sm" onClick={list.loadMore} disabled={list.status === 'pending'}>
            {t('recentProducts.more')}
          </Button>
        )
      }
    />
  );
}
