import { useRequest } from '@ltk/platform';
import type { Profile } from '@ltk/contracts';
import {
  fetchProfileByDisplayName,
  selectProfileByDisplayName,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';

export type CreatorProfileState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; profile: Profile };

/** Resolves a shop's display name to its profile (GET /v2/profiles/?display_names=). */
export function useCreatorProfile(displayName: string): CreatorProfileState {
  const dispatch = useAppDispatch();
  const request = useRequest(displayName, () => dispatch(fetchProfileByDisplayName(displayName)).unwrap());
  const profile = useAppSelector((state) => selectProfileByDisplayName(state, displayName));
  if (request.status === 'pending') return profile ? { status: 'success', profile } : { status: 'pending' };
  if (request.status === 'error') return { status: 'error', retry: request.retry };
  if (request.data === null || !profile) return { status: 'not-found' };
  return { status: 'success', profile };
}
