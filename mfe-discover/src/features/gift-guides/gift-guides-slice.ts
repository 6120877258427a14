import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FollowingGiftGuideGroup, GiftGuideTerm, ShopProductCollection } from '@ltk/contracts';
import { sessionReset, type RootState } from '@ltk/store';

/** A group of the Following gift guides tab: the guide and the posts and cover photos shown with it. */
export type FollowingGuide = FollowingGiftGuideGroup['group'] & Omit<FollowingGiftGuideGroup, 'group'>;

export interface GiftGuidesState {
  /** Active gift-guide recipients (audiences) by locale. */
  recipients: Record<string, GiftGuideTerm[]>;
  /** Gift guides (shop product collections of subtype GIFT_GUIDE) by collection id. */
  guides: Record<string, ShopProductCollection>;
  /** The signed-in user's Following gift guides by group id, their cover photos and creators' names. */
  following: Record<string, FollowingGuide>;
  coverPhotos: Record<string, string>;
  displayNames: Record<string, string>;
}

const initialState: GiftGuidesState = {
  recipients: {},
  guides: {},
  following: {},
  coverPhotos: {},
  displayNames: {},
};

/** Gift-guide categories, the guides of the listings and the Following gift guides (this remote only). */
export const giftGuidesSlice = createSlice({
  name: 'discoverGiftGuides',
  initialState,
  reducers: {
    recipientsReceived(state, action: PayloadAction<{ locale: string; recipients: GiftGuideTerm[] }>) {
      state.recipients[action.payload.locale] = action.payload.recipients;
    },
    guidesReceived(state, action: PayloadAction<readonly ShopProductCollection[]>) {
      for (const guide of action.payload) state.guides[guide.collectionId] = guide;
    },
    followingGuidesReceived(
      state,
      action: PayloadAction<{
        groups: readonly FollowingGiftGuideGroup[];
        coverPhotos: readonly { id: string; mediaCdnUrl: string }[];
        profiles: readonly { id: string; displayName: string }[];
      }>,
    ) {
      for (const { group, postIds, coverPhotoIds } of action.payload.groups)
        state.following[group.id] = { ...group, postIds, coverPhotoIds };
      for (const photo of action.payload.coverPhotos) state.coverPhotos[photo.id] = photo.mediaCdnUrl;
      for (const profile of action.payload.profiles) state.displayNames[profile.id] = profile.displayName;
    },
  },
  extraReducers: (builder) => {
    // The Following gift guides belong to the user who was signed in.
    builder.addCase(sessionReset, (state) => ({
      ...state,
      following: {},
      coverPhotos: {},
      displayNames: {},
    }));
  },
});

export const { recipientsReceived, guidesReceived, followingGuidesReceived } = giftGuidesSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof giftGuidesSlice> {}
}

export const selectRecipients = (state: RootState, locale: string): GiftGuideTerm[] | undefined =>
  state.discoverGiftGuides?.recipients[locale];
export const selectGuide = (state: RootState, id: string): ShopProductCollection | undefined =>
  state.discoverGiftGuides?.guides[id];
export const selectFollowingGuide = (state: RootState, id: string): FollowingGuide | undefined =>
  state.discoverGiftGuides?.following[id];
export const selectCoverPhoto = (state: RootState, id: string): string | undefined =>
  state.discoverGiftGuides?.coverPhotos[id];
export const selectDisplayName = (state: RootState, id: string): string | undefined =>
  state.discoverGiftGuides?.displayNames[id];
