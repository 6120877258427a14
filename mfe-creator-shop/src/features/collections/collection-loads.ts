import { PAGE_SIZES } from '@ltk/contracts';
import { entitiesReceived, injectSlices, type ListLoader, type LoadFn } from '@ltk/store';
import { collectionsReceived, collectionsSlice } from './collections-slice';

/** The list name of a creator's collections. */
export const collectionsList = (profileId: string) => `shop-collections:${profileId}`;

/** GET /v1/collections/?profile_id= (by rank, with their latest posts), 36 a page, paged by `next`. */
export function collectionsLoader(profileId: string): ListLoader {
  return async (cursor, { dispatch, extra }) => {
    injectSlices({ dispatch }, collectionsSlice);
    const response = await extra.api.getCollections({
      profileId,
      limit: PAGE_SIZES.collections,
      next: cursor,
    });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), posts: response.postsV2 }));
    dispatch(collectionsReceived(response.collections));
    return { ids: response.collections.map((collection) => collection.id), meta: response.meta };
  };
}

/** The store key of one collection. */
export const collectionKey = (id: string) => `shop-collection:${id}`;

/** GET /v1/collections/{id}. */
export function loadCollection(id: string): LoadFn {
  return async ({ dispatch, extra }) => {
    injectSlices({ dispatch }, collectionsSlice);
    const { collection } = await extra.api.getCollection(id);
    dispatch(collectionsReceived([collection]));
  };
}

/** The list name of a collection's posts. */
export const collectionPostsList = (id: string) => `shop-collection-posts:${id}`;

/** GET /v1/collections/{id}/items (includes posts_v2): the collection's posts, 36 a page, paged by `next`. */
export function collectionPostsLoader(id: string): ListLoader {
  return async (cursor, { dispatch, extra }) => {
    const response = await extra.api.getCollectionItems(id, { limit: PAGE_SIZES.collections, next: cursor });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), posts: response.postsV2 }));
    return { ids: response.items.map((item) => item.externalId), meta: response.meta };
  };
}
