import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Collection, Profile } from '@ltk/contracts';
import { RaisePageError, pageNotFound, usePageTitle } from '@ltk/platform';
import { isEntityId } from '@ltk/routes';
import { useAppSelector, useList, useStoreRequest } from '@ltk/store';
import { FeedGrid } from '@ltk/ui';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { useParams } from 'react-router-dom';
import {
  collectionKey,
  collectionPostsList,
  collectionPostsLoader,
  loadCollection,
} from '../../features/collections/collection-loads';
import { selectCollection } from '../../features/collections/collections-slice';
import { strings } from '../../i18n/strings';
import { listGridPaging } from '@ltk/ui/list-grid';
import { ShopPostCard } from '../../lib/post-grid/post-card';
import { selectPostsByIds } from '../../lib/post-grid/select-posts';
import { useCardData } from '../../lib/post-grid/use-card-data';
import { useShop } from '../shop-context';

/** /explore/:displayName/collections/:id: the collection's title and its posts, 36 a page by `next`. */
export function CollectionPage() {
  const { profile } = useShop();
  const { id = '' } = useParams();
  const { t } = strings.useStrings();
  const valid = isEntityId(id);
  const request = useStoreRequest(valid ? collectionKey(id) : null, loadCollection(id));
  const collection = useAppSelector((state) => selectCollection(state, id));
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
  const list = useList(collectionPostsList(collection.id), collectionPostsLoader(collection.id));
  const posts = useAppSelector((state) => selectPostsByIds(state, list.ids));
  useCardData(posts);
  return (
    <section
      aria-labelledby="collection-title"
      css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(2) })}
    >
      <h2
        id="collection-title"
        css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.xl })}
      >
        {collection.title}
      </h2>
      <FeedGrid
        label={collection.title}
        items={posts}
        getKey={(post) => post.id}
        {...listGridPaging(list)}
        renderItem={(post, index) => <ShopPostCard post={post} profile={profile} priority={index < 4} />}
      />
    </section>
  );
}
