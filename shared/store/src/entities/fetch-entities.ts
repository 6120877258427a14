import { createAppAsyncThunk } from '../app/create-app-async-thunk';
import { idsToFetch, isFresh } from '../lib/is-fresh';
import { entitiesReceived } from './entities-slice';

/** Fetches posts (with their profiles, products, media) that are missing or older than 5 minutes. */
export const fetchPosts = createAppAsyncThunk(
  'entities/fetchPosts',
  async (ids: readonly string[], { getState, dispatch, extra }) => {
    const missing = idsToFetch(getState().entities.posts, ids, extra.now());
    if (missing.length === 0) return;
    const response = await extra.api.getLtksByIds(missing);
    dispatch(
      entitiesReceived({
        fetchedAt: extra.now(),
        posts: response.ltks,
        profiles: response.profiles,
        products: response.products,
        productDetails: response.productDetails,
        mediaObjects: response.mediaObjects,
      }),
    );
  },
);

/** Fetches profiles by id that are missing or stale. */
export const fetchProfiles = createAppAsyncThunk(
  'entities/fetchProfiles',
  async (ids: readonly string[], { getState, dispatch, extra }) => {
    const missing = idsToFetch(getState().entities.profiles, ids, extra.now());
    if (missing.length === 0) return;
    const profiles = await extra.api.getProfiles(missing);
    dispatch(entitiesReceived({ fetchedAt: extra.now(), profiles }));
  },
);

/** Fetches one profile by display name unless a fresh one is cached; resolves with its id (or null). */
export const fetchProfileByDisplayName = createAppAsyncThunk(
  'entities/fetchProfileByDisplayName',
  async (displayName: string, { getState, dispatch, extra }) => {
    const name = displayName.toLowerCase();
    const cached = Object.values(getState().entities.profiles).find(
      (profile) => profile.displayName.toLowerCase() === name,
    );
    if (cached && isFresh(cached, extra.now())) return cached.id;
    const [profile] = await extra.api.getProfilesByDisplayName([displayName]);
    if (!profile) return null;
    dispatch(entitiesReceived({ fetchedAt: extra.now(), profiles: [profile] }));
    return profile.id;
  },
);

/** Fetches products that are missing or stale; failures are swallowed (section 8). */
export const fetchProducts = createAppAsyncThunk(
  'entities/fetchProducts',
  async (ids: readonly string[], { getState, dispatch, extra }) => {
    const missing = idsToFetch(getState().entities.products, ids, extra.now());
    if (missing.length === 0) return;
    try {
      const products = await extra.api.getProducts(missing);
      dispatch(entitiesReceived({ fetchedAt: extra.now(), products }));
    } catch {
      // single-product failures are swallowed by design
    }
  },
);
