import type { Profile } from '@ltk/contracts';
import {
  defineRead,
  entitiesSlice,
  fetchProfileByDisplayName,
  selectProfileByDisplayName,
  useRead,
} from '@ltk/store';

/** A shop's profile by display name, case-insensitive (GET /v2/profiles/?display_names=); none when unknown. */
const shopProfile = defineRead({
  owner: entitiesSlice,
  name: 'shop-profile',
  args: (displayName: string) => displayName.toLowerCase(),
  load: (displayName, { dispatch }) => dispatch(fetchProfileByDisplayName(displayName)).unwrap(),
  select: selectProfileByDisplayName,
});

export type CreatorProfileState =
  | { status: 'pending' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; profile: Profile };

/** Resolves a shop's display name to its profile. */
export function useCreatorProfile(displayName: string): CreatorProfileState {
  const { status, data: profile, retry } = useRead(shopProfile, displayName);
  if (status === 'failed') return { status: 'error', retry };
  if (profile) return { status: 'success', profile };
  return status === 'succeeded' ? { status: 'not-found' } : { status: 'pending' };
}
