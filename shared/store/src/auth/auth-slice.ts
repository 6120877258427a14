import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ANONYMOUS_AUTH, type AuthState } from '@ltk/contracts';

/** Mirror of the bus 'auth' topic (the shell owns login; the store only reflects it). */
const initialState: AuthState = ANONYMOUS_AUTH;

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authChanged: (_state, action: PayloadAction<AuthState>) => action.payload,
  },
  selectors: {
    selectAuth: (state) => state,
    selectIsLoggedIn: (state) => state.status === 'authenticated',
    selectUser: (state) => state.user,
    selectIsImpersonating: (state) => state.impersonating,
  },
});

export const { authChanged } = authSlice.actions;
export const { selectAuth, selectIsLoggedIn, selectUser, selectIsImpersonating } = authSlice.selectors;
