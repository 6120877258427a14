// eslint-disable-next-line no-restricted-imports -- the one place the typed hooks are made
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './root-reducer';
import type { AppDispatch } from './types';
import type { AppStore } from './make-store';

/** Typed `useSelector`. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** Typed `useDispatch`. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed `useStore`. */
export const useAppStore = useStore.withTypes<AppStore>();
