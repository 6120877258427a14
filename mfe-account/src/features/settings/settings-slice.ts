import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Settings } from '@ltk/contracts';
import { sessionReset, type RootState } from '@ltk/store';

export interface SettingsState {
  /** The signed-in user's settings (null until read). */
  settings: Settings | null;
}

const initialState: SettingsState = { settings: null };

/** The signed-in user's settings (locale). */
export const settingsSlice = createSlice({
  name: 'accountSettings',
  initialState,
  reducers: {
    settingsReceived(state, action: PayloadAction<Settings>) {
      state.settings = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => initialState);
  },
});

declare module '@ltk/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof settingsSlice> {}
}

export const { settingsReceived } = settingsSlice.actions;

export const selectSettings = (root: RootState): Settings | null => root.accountSettings?.settings ?? null;
