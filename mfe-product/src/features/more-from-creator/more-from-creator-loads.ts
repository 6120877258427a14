import { defineList, entitiesReceived, entitiesSlice } from '@ltk/store';

/** Posts a page of 'More from {creator}': a row of twelve, then 'Show more'. */
const PAGE = 12;

/**
 * A creator's posts, newest first: GET /v2/ltks?profile_id= (12 a page with their media objects), paged by the last
 * post's id (`last_id`) while the api gives a next page. The posts go into the shared entities.
 */
export const creatorPosts = defineList({
  owner: entitiesSlice,
  name: 'more-from-creator',
  args: (profileId: string) => profileId,
  load: async (profileId, cursor, { dispatch, extra }) => {
    const response = await extra.api.getLtks({
      profileId,
      limit: PAGE,
      lastId: cursor,
      includes: ['media_objects'],
    });
    dispatch(
      entitiesReceived({ fetchedAt: extra.now(), posts: response.ltks, mediaObjects: response.mediaObjects }),
    );
    const { nextUrl, lastId, totalResults } = response.meta;
    return {
      ids: response.ltks.map((post) => post.id),
      meta: { next: nextUrl && lastId ? lastId : null, totalResults },
    };
  },
});
