import { STORAGE_KEYS } from '@ltk/contracts';
import { toggleFollow, toggleLike, toggleWish, type AppStore } from '@ltk/store';

type Stores = { local: Storage; session: Storage };

function take(storage: Storage, key: string): string | null {
  const value = storage.getItem(key);
  storage.removeItem(key);
  return value && value.trim() ? value : null;
}

/**
 * After login or signup, carries out the like, wish and follow a logged-out user asked for
 * (section 4: favorite-post / favorite-product in localStorage, follow-profile in sessionStorage).
 * Each intent runs once; targets already liked, wished or followed are left as they are.
 */
export async function replayRememberedIntents(
  store: AppStore,
  stores: Stores = { local: localStorage, session: sessionStorage },
): Promise<void> {
  const state = store.getState();
  if (state.auth.status !== 'authenticated') return;
  const postId = take(stores.local, STORAGE_KEYS.favoritePost);
  const productId = take(stores.local, STORAGE_KEYS.favoriteProduct);
  const profileId = take(stores.session, STORAGE_KEYS.followProfile);
  const jobs: Promise<unknown>[] = [];
  if (postId && !state.likes.byPostId[postId]) jobs.push(store.dispatch(toggleLike(postId)));
  if (productId && !state.wishes.byProductId[productId]) jobs.push(store.dispatch(toggleWish(productId)));
  if (profileId && !state.follows.byProfileId[profileId]) jobs.push(store.dispatch(toggleFollow(profileId)));
  await Promise.allSettled(jobs);
}
