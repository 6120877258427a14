import { PAGE_SIZES } from '@ltk/contracts';
import { defineList, entitiesReceived } from '@ltk/store';
import { followingGuidesReceived, giftGuidesSlice } from './gift-guides-slice';

/** GET /v3/activities/giftguides/user: gift guides of followed creators, 8 a page, paged by `next`. */
export const followingGiftGuides = defineList({
  owner: giftGuidesSlice,
  name: 'following-gift-guides',
  args: () => 'user',
  load: async (_args: void, cursor, { dispatch, extra }) => {
    const response = await extra.api.getFollowingGiftGuides({
      limit: PAGE_SIZES.followingGuides,
      next: cursor,
    });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), posts: response.posts }));
    dispatch(
      followingGuidesReceived({
        groups: response.groups,
        coverPhotos: response.coverPhotos ?? [],
        profiles: response.profiles ?? [],
      }),
    );
    return { ids: response.groups.map(({ group }) => group.id), meta: response.meta };
  },
});
