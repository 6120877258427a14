import { entitiesReceived } from '../entities/entities-slice';
import { fetchList, type ListLoader } from './fetch-list';
import { loadFeedSource, type FeedSource } from './feed-source';

export interface FetchFeedArgs {
  /** Cache name (lower-cased for storage). */
  name: string;
  source: FeedSource;
  limit?: number;
  /** Refetch from the first page and replace. */
  overwrite?: boolean;
}

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

/** The next page (or the first) of a post feed: a `fetchList` over its activity feed source. */
export const fetchFeed = ({ name, source, limit, overwrite }: FetchFeedArgs) =>
  fetchList({ name, overwrite, load: feedSourceLoader(source, limit) });
