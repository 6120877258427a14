import { PAGE_SIZES } from '@ltk/contracts';
import {
  defineList,
  defineRead,
  entitiesReceived,
  entitiesSlice,
  fetchProfiles,
  selectProfile,
} from '@ltk/store';
import { collectionsReceived, collectionsSlice, selectCollection } from './collections-slice';

/** GET /v1/collections/?profile_id= (by rank, with their latest posts), 36 a page, paged by `next`. */
export const creatorCollections = defineList({
  owner: collectionsSlice,
  name: 'creator-collections',
  args: (profileId: string) => profileId,
  load: async (profileId, cursor, { dispatch, extra }) => {
    const response = await extra.api.getCollections({
      profileId,
      limit: PAGE_SIZES.collections,
      next: cursor,
    });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), posts: response.postsV2 }));
    dispatch(collectionsReceived(response.collections));
    return { ids: response.collections.map((collection) => collection.id), meta: response.meta };
  },
});

/** GET /v1/collections/{id}. */
export const collection = defineRead({
  owner: collectionsSlice,
  name: 'collection',
  args: (id: string) => id,
  load: async (id, { dispatch, extra }) => {
    const response = await extra.api.getCollection(id);
    dispatch(collectionsReceived([response.collection]));
  },
  select: selectCollection,
});

/** GET /v1/collections/{id}/items (includes posts_v2): the collection's posts, 36 a page, paged by `next`. */
export const collectionPosts = defineList({
  owner: entitiesSlice,
  name: 'collection-posts',
  args: (id: string) => id,
  load: async (id, cursor, { dispatch, extra }) => {
    const response = await extra.api.getCollectionItems(id, { limit: PAGE_SIZES.collections, next: cursor });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), posts: response.postsV2 }));
    return { ids: response.items.map((item) => item.externalId), meta: response.meta };
  },
});

/** GET /v1/collections/{id}, then its creator's profile (GET /v2/profiles/): where a collection without its shop goes. */
export const collectionCreator = defineRead({
  owner: collectionsSlice,
  name: 'collection-creator',
  args: (id: string) => id,
  load: async (id, api) => {
    await collection.load(id)(api);
    const profileId = selectCollection(api.getState(), id)?.profileId;
    if (profileId) await api.dispatch(fetchProfiles([profileId])).unwrap();
  },
  select: (state, id) => {
    const profileId = selectCollection(state, id)?.profileId;
    return profileId ? selectProfile(state, profileId) : undefined;
  },
});
