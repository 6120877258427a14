import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ShopProductCollection } from '@ltk/contracts';
import { RaisePageError, pageNotFound, useBus } from '@ltk/platform';
import { useAppSelector, useList } from '@ltk/store';
import { collectionProducts, selectShopProduct } from '@ltk/store/shop-collections';
import { FeedGrid } from '@ltk/ui';
import { CollectionHeader } from '@ltk/ui/collection';
import { listGridProps } from '@ltk/ui/list-grid';
import type { ShareRouteName } from '@ltk/ui/share';
import { useNavigate } from 'react-router-dom';
import { usePageStrings } from '../../../i18n/page-strings';
import { SetProductDialog } from './set-product-dialog';
import { SetProductTile } from './set-product-tile';

export type SetViewProps = {
  set: ShopProductCollection;
  displayName: string;
  /** The product opened in the set (a product details id), if any. */
  productId?: string;
  /** The set's path, with or without an opened product. */
  path: (productDetailsId?: string) => string;
  shareRoute: ShareRouteName;
};

/** A product set or gift guide: cover, title, description, share and its products; `productId` opens one. */
export function SetView({ set, displayName, productId, path, shareRoute }: SetViewProps) {
  const { t } = usePageStrings();
  const bus = useBus();
  const navigate = useNavigate();
  const list = useList(collectionProducts, set.collectionId);
  const opened = useAppSelector((state) => {
    if (!productId) return undefined;
    const product = list.ids
      .map((id) => selectShopProduct(state, id))
      .find((candidate) => candidate?.productDetailsId === productId);
    return product ? state.entities.productDetails[product.productDetailsId] : undefined;
  });
  const allLoaded = list.status === 'succeeded' && !list.hasMore;
  return (
    <article aria-labelledby="set-title" css={layout}>
      <CollectionHeader
        title={set.title}
        titleId="set-title"
        headingLevel={2}
        description={set.description}
        cover={set.coverPhotoUrls[0]}
        coverSize={120}
        share={{
          routeName: shareRoute,
          params: { id: set.collectionId, displayName },
          title: set.title,
          onAnalytics: (event) => bus.publish('analytics/event', event),
        }}
      />
      <FeedGrid
        label={t('sets.productsLabel', { title: set.title })}
        {...listGridProps(list)}
        renderItem={(id) => <SetProductTile shopProductId={id} href={path} />}
      />
      {productId && opened ? (
        <SetProductDialog details={opened} setId={set.collectionId} onClose={() => navigate(path())} />
      ) : null}
      {productId && !opened && allLoaded ? (
        <RaisePageError error={pageNotFound(`No product ${productId} in ${set.collectionId}`)} />
      ) : null}
    </article>
  );
}

const layout = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(3)};
`;
