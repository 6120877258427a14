import { RaisePageError, pageNotFound } from '@ltk/platform';
import { isEntityId, paths } from '@ltk/routes';
import { fetchProfiles, selectProfile, useAppSelector, useStoreRequest, type LoadFn } from '@ltk/store';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { Navigate, useParams } from 'react-router-dom';
import { loadCollection } from '../../features/collections/collection-loads';
import { selectCollection } from '../../features/collections/collections-slice';
import { strings } from '../../i18n/strings';

/** The collection (GET /v1/collections/{id}), then its creator's profile (GET /v2/profiles/). */
function loadCollectionAndCreator(id: string): LoadFn {
  return async (thunk) => {
    await loadCollection(id)(thunk);
    const profileId = selectCollection(thunk.getState(), id)?.profileId;
    if (profileId) await thunk.dispatch(fetchProfiles([profileId])).unwrap();
  };
}

/**
 * /explore/collections/:id, the display name left out (the route table's `:displayName?`): the collection's
 * address in its creator's shop, found from the collection; an unknown collection is the 404 screen.
 */
export function CollectionRedirect() {
  const { id = '' } = useParams();
  const { t } = strings.useStrings();
  const valid = isEntityId(id);
  const request = useStoreRequest(valid ? `collection-creator:${id}` : null, loadCollectionAndCreator(id));
  const profileId = useAppSelector((state) => selectCollection(state, id)?.profileId);
  const profile = useAppSelector((state) => (profileId ? selectProfile(state, profileId) : undefined));
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
