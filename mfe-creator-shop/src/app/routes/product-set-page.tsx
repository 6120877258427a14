import { RaisePageError, pageNotFound, usePageTitle } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { useParams } from 'react-router-dom';
import { SetView } from '../../features/product-sets/components/set-view';
import { useSet } from '../../features/product-sets/hooks/use-set';
import { COLLECTION_SUBTYPES } from '@ltk/store/shop-collections';
import { strings } from '../../i18n/strings';
import { useShop } from '../shop-context';

export type ShopSetPageProps = { kind: 'productset' | 'giftguide' };

/**
 * /explore/:displayName/productsets/:productSet/:product? and /giftguides/:giftGuides/:product?: one set of the
 * creator (a product set, or a gift guide) with its products; `:product` opens one of them.
 */
export function ShopSetPage({ kind }: ShopSetPageProps) {
  const { profile } = useShop();
  const params = useParams();
  const { t } = strings.useStrings();
  const id = (kind === 'productset' ? params.productSet : params.giftGuides) ?? '';
  const state = useSet(id, profile.id);
  const wanted = kind === 'giftguide' ? COLLECTION_SUBTYPES.giftGuide : COLLECTION_SUBTYPES.productSet;
  const found = state.status === 'success' && (state.set.subtype === wanted || kind === 'productset');
  usePageTitle(found ? state.set.title : undefined);
  const notFound = (
    <RaisePageError error={pageNotFound(`No ${kind} ${id} in the shop of ${profile.displayName}`)} />
  );
  switch (state.status) {
    case 'pending':
      return <PageLoading />;
    case 'not-found':
      return notFound;
    case 'error':
      return <PageErrorState title={t('error.title')} onRetry={state.retry} />;
    case 'success':
      if (!found) return notFound;
      return (
        <SetView
          key={state.set.collectionId}
          set={state.set}
          displayName={profile.displayName}
          productId={params.product}
          shareRoute={
            kind === 'productset' ? 'explore-displayName-productsets-id' : 'explore-displayName-giftguides-id'
          }
          path={(product) =>
            kind === 'productset'
              ? paths.creatorProductSet(profile.displayName, id, product)
              : paths.creatorGiftGuide(profile.displayName, id, product)
          }
        />
      );
  }
}
