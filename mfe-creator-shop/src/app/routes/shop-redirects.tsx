import { RaisePageError, pageNotFound } from '@ltk/platform';
import { isEntityId, paths } from '@ltk/routes';
import { selectProfile, useAppSelector, useRead } from '@ltk/store';
import { shopCollection } from '@ltk/store/shop-collections';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { Navigate, useParams } from 'react-router-dom';
import { collectionCreator } from '../../features/collections/collection-loads';
import { strings } from '../../i18n/strings';

/**
 * /explore/collections/:id, the display name left out (the route table's `:displayName?`): the collection's
 * address in its creator's shop, found from the collection; an unknown collection is the 404 screen.
 */
export function CollectionRedirect() {
  const { id = '' } = useParams();
  const { t } = strings.useStrings();
  const valid = isEntityId(id);
  const request = useRead(collectionCreator, valid ? id : null);
  const profile = request.data;
  const notFound = <RaisePageError error={pageNotFound(`No collection ${id}`)} />;
  if (!valid) return notFound;
  if (profile) return <Navigate to={paths.creatorCollection(profile.displayName, id)} replace />;
  if (request.status === 'failed')
    return request.error?.status === 404 ? (
      notFound
    ) : (
      <PageErrorState title={t('error.title')} onRetry={request.retry} />
    );
  if (request.status === 'succeeded') return notFound;
  return <PageLoading />;
}

/** /explore/chat, the display name left out: the app's chat page. */
export function ChatRedirect() {
  return <Navigate to={paths.chatApp()} replace />;
}

/**
 * /explore/productsets/:productSet/:product? and /explore/giftguides/:giftGuides/:product?, the display name left
 * out: the set's address in its creator's shop (the product kept), found from the set; an unknown set is the 404.
 */
export function SetRedirect({ kind }: { kind: 'productset' | 'giftguide' }) {
  const params = useParams();
  const id = (kind === 'productset' ? params.productSet : params.giftGuides) ?? '';
  const { t } = strings.useStrings();
  const valid = isEntityId(id);
  const request = useRead(shopCollection, valid ? id : null);
  const set = request.data;
  const creator = useAppSelector((state) => (set ? selectProfile(state, set.profileId) : undefined));
  const notFound = <RaisePageError error={pageNotFound(`No ${kind} ${id}`)} />;
  if (!valid) return notFound;
  if (creator) {
    const to = kind === 'productset' ? paths.creatorProductSet : paths.creatorGiftGuide;
    return <Navigate to={to(creator.displayName, id, params.product)} replace />;
  }
  if (request.status === 'failed')
    return request.error?.status === 404 ? (
      notFound
    ) : (
      <PageErrorState title={t('error.title')} onRetry={request.retry} />
    );
  // The set came without a creator the profiles read knows: nowhere to send the shopper.
  if (request.status === 'succeeded' && set) return notFound;
  return <PageLoading />;
}
