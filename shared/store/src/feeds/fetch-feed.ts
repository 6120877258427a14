import { entitiesReceived, entitiesSlice } from '../entities/entities-slice';
import { defineList } from '../reads/define-read';
import type { ListLoader } from './fetch-list';
import { loadFeedSource, type FeedSource } from './feed-source';

/** A post feed of section 7 as a list loader: its posts, profiles, products and media go to the shared entities. */
export function feedSourceLoader(source: FeedSource, limit?: number): ListLoader {
  return async (next, { dispatch, extra }) => {
    const response = await loadFeedSource(extra.api, source, { next, limit });
    const data = response.data;
    dispatch(
      entitiesReceived({
        fetchedAt: extra.now(),
        posts: data.ltks,
        profiles: data.profiles,
        products: data.products,
        productDetails: data.productDetails,
        mediaObjects: data.mediaObjects,
      }),
    );
    return { ids: data.activities.map((activity) => activity.postId), meta: response.meta ?? {} };
  };
}

/** A shared post feed: its name (`FEED_NAMES`), where its pages come from and their size (default: section 9's). */
export interface PostFeedArgs {
  name: string;
  source: FeedSource;
  limit?: number;
}

/** Post feeds (section 7): `useList(postFeed, { name, source })`; keyed by name, so remotes showing one share it. */
export const postFeed = defineList({
  owner: entitiesSlice,
  name: 'post-feed',
  args: ({ name }: PostFeedArgs) => name,
  load: ({ source, limit }, cursor, api) => feedSourceLoader(source, limit)(cursor, api),
});
