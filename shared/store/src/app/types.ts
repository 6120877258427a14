import type { ThunkAction, UnknownAction, ThunkDispatch } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';
import type { ThunkExtra } from './thunk-extra';

export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

/** A thunk of the shared store; `extra` is `{ api, bus, now, localStorage, sessionStorage }`. */
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;
