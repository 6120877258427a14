import { RaisePageError, pageNotFound } from '@ltk/platform';
import { isEntityId, paths } from '@ltk/routes';
import { useRead } from '@ltk/store';
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
