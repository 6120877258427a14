import type { Collection, Profile } from '@ltk/contracts';
import { RaisePageError, pageNotFound, usePageTitle } from '@ltk/platform';
import { isEntityId } from '@ltk/routes';
import { useList, useRead } from '@ltk/store';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { ShopCollection } from '@ltk/ui/shop-collection';
import { useParams } from 'react-router-dom';
import { collection as collectionRead, collectionPosts } from '../../features/collections/collection-loads';
import { strings } from '../../i18n/strings';
import { listGridPaging } from '@ltk/ui/list-grid';
import { ShopPostFeed } from '../../lib/post-grid/shop-post-feed';
import { useShop } from '../shop-context';

/** /explore/:displayName/collections/:id: the collection's title and its posts, 36 a page by `next`. */
export function CollectionPage() {
  const { profile } = useShop();
  const { id = '' } = useParams();
  const { t } = strings.useStrings();
  const valid = isEntityId(id);
  const request = useRead(collectionRead, valid ? id : null);
  const collection = request.data;
  const notFound = (
    <RaisePageError error={pageNotFound(`No collection ${id} in the shop of ${profile.displayName}`)} />
  );
  if (!valid) return notFound;
  if (collection)
    return collection.profileId === profile.id ? (
      <CollectionPosts collection={collection} profile={profile} />
    ) : (
      notFound
    );
  if (request.status === 'failed')
    return request.error?.status === 404 ? (
      notFound
    ) : (
      <PageErrorState title={t('error.title')} onRetry={request.retry} />
    );
  return <PageLoading />;
}

function CollectionPosts({ collection, profile }: { collection: Collection; profile: Profile }) {
  usePageTitle(collection.title);
  const name = collectionPosts.key(collection.id);
  const list = useList(collectionPosts, collection.id);
  return (
    <ShopCollection title={collection.title}>
      <ShopPostFeed
        label={collection.title}
        postIds={list.ids}
        profile={profile}
        cacheKey={name}
        {...listGridPaging(list)}
      />
    </ShopCollection>
  );
}
