import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FollowingGiftGuideGroup } from '@ltk/contracts';
import { sessionReset, type RootState } from '@ltk/store';

/** A group of the Following gift guides tab: the guide and the posts and cover photos shown with it. */
export type FollowingGuide = FollowingGiftGuideGroup['group'] & Omit<FollowingGiftGuideGroup, 'group'>;

export interface GiftGuidesState {
  /** The signed-in user's Following gift guides by group id, their cover photos and creators' names. */
  following: Record<string, FollowingGuide>;
  coverPhotos: Record<string, string>;
  displayNames: Record<string, string>;
}

const initialState: GiftGuidesState = {
  following: {},
  coverPhotos: {},
  displayNames: {},
};

/** The Following gift guides (this remote only; recipients and guides are `@ltk/store/shop-collections`'). */
export const giftGuidesSlice = createSlice({
  name: 'discoverGiftGuides',
  initialState,
  reducers: {
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

export const { followingGuidesReceived } = giftGuidesSlice.actions;

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof giftGuidesSlice> {}
}

export const selectFollowingGuide = (state: RootState, id: string): FollowingGuide | undefined =>
  state.discoverGiftGuides?.following[id];
export const selectCoverPhoto = (state: RootState, id: string): string | undefined =>
  state.discoverGiftGuides?.coverPhotos[id];
export const selectDisplayName = (state: RootState, id: string): string | undefined =>
  state.discoverGiftGuides?.displayNames[id];
