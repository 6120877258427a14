import { PAGE_SIZES } from '@ltk/contracts';
import { entitiesReceived, injectSlices, type ListLoader, type LoadFn } from '@ltk/store';
import {
  followingGuidesReceived,
  giftGuidesSlice,
  guidesReceived,
  recipientsReceived,
} from './gift-guides-slice';

/** The store key of a locale's gift-guide categories. */
export const recipientsKey = (locale: string) => `gift-guide-categories:${locale}`;

/** GET /gift_guide/get_localized_categories: the locale's recipients, ACTIVE ones only (section 3). */
export function loadRecipients(locale: string): LoadFn {
  return async ({ dispatch, extra }) => {
    injectSlices({ dispatch }, giftGuidesSlice);
    const { recipients } = await extra.api.getGiftGuideCategories(locale);
    dispatch(
      recipientsReceived({ locale, recipients: recipients.filter((term) => term.status === 'ACTIVE') }),
    );
  };
}

/** The list name of an audience's gift guides. */
export const audienceGuidesList = (audience: string) => `gift-guides:${audience}`;

/** GET /v3/activities/giftguides?audience=: one audience's gift guides, 36 a page, paged by `next`. */
export function audienceGuidesLoader(audience: string): ListLoader {
  return async (cursor, { dispatch, extra }) => {
    injectSlices({ dispatch }, giftGuidesSlice);
    const { data, meta } = await extra.api.getGiftGuidesFeed({
      audience,
      limit: PAGE_SIZES.giftGuides,
      next: cursor,
    });
    dispatch(entitiesReceived({ fetchedAt: extra.now(), profiles: data.profiles }));
    dispatch(guidesReceived(data.shopProductCollections ?? []));
    return { ids: data.activities.map((activity) => activity.collectionId), meta };
  };
}

/** The list name of the signed-in user's Following gift guides. */
export const FOLLOWING_GUIDES_LIST = 'following-gift-guides';

/** GET /v3/activities/giftguides/user: gift guides of followed creators, 8 a page, paged by `next`. */
export const followingGuidesLoader: ListLoader = async (cursor, { dispatch, extra }) => {
  injectSlices({ dispatch }, giftGuidesSlice);
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
};
