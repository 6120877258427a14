export { makeStore, type MakeStoreOptions, type AppStore } from './app/make-store';
export { rootReducer, type RootState, type LazyLoadedSlices } from './app/root-reducer';
export type { AppDispatch, AppThunk } from './app/types';
export type { ThunkExtra } from './app/thunk-extra';
export { createAppAsyncThunk } from './app/create-app-async-thunk';
export { useAppSelector, useAppDispatch, useAppStore } from './app/hooks';
export { injectSlices } from './app/inject-slices';
export { sessionReset } from './app/session-reset';
export { isFresh, idsToFetch } from './lib/is-fresh';
export { publishAnalytics } from './lib/publish-analytics';

export {
  entitiesSlice,
  entitiesReceived,
  type EntitiesState,
  type EntitiesReceivedPayload,
  type EntityKind,
} from './entities/entities-slice';
export {
  selectPost,
  selectProfile,
  selectProduct,
  selectProductDetails,
  selectProfileByDisplayName,
} from './entities/entity-selectors';
export {
  fetchPosts,
  fetchProfiles,
  fetchProfileByDisplayName,
  fetchProducts,
} from './entities/fetch-entities';

export {
  feedsSlice,
  feedPending,
  feedReceived,
  feedFailed,
  feedCleared,
  feedIdsRemoved,
  taggedIdsRemoved,
  type FeedsState,
  type FeedReceivedPayload,
} from './feeds/feeds-slice';
export { feedKey, feedHasMore, isFeedFetched, type FeedState, type FetchStatus } from './feeds/feed-state';
export { selectFeed, selectFeedHasMore } from './feeds/feed-selectors';
export { feedSourceLoader, postFeed, type PostFeedArgs } from './feeds/fetch-feed';
export { fetchList, type FetchListArgs, type ListLoader, type ListPage } from './feeds/fetch-list';
export { useList, type ListView } from './feeds/use-list';
export {
  requestsSlice,
  readsInvalidated,
  READ_TAGS,
  type RequestState,
  type RequestsState,
} from './requests/requests-slice';
export { loadOnce, type LoadOnceArgs, type LoadFn } from './requests/load-once';
export {
  defineRead,
  defineList,
  type ReadDefinition,
  type ListDefinition,
  type ReadOwner,
  type ReadTag,
  type LoadApi,
} from './reads/define-read';
export { useRead, type ReadView } from './reads/use-read';
export { loadFeedSource, type FeedSource } from './feeds/feed-source';
export { FEED_NAMES } from './feeds/feed-names';
export { nextCursor } from './feeds/next-cursor';

export {
  likesSlice,
  likesReceived,
  selectLikedPostIds,
  selectIsPostLiked,
  type LikesState,
} from './likes/likes-slice';
export { fetchLikeStatus, toggleLike, LIKED_POSTS_TAG } from './likes/like-thunks';

export {
  wishesSlice,
  wishAdded,
  wishRemoved,
  selectWishedProductIds,
  selectIsProductWished,
  type WishesState,
} from './wishes/wishes-slice';
export { fetchWishStatus, toggleWish, WISHED_PRODUCTS_TAG } from './wishes/wish-thunks';

export {
  followsSlice,
  followsReceived,
  followAdded,
  followRemoved,
  selectFollows,
  selectFollowedProfileIds,
  selectIsFollowing,
  type FollowsState,
} from './follows/follows-slice';
export { fetchFollows, toggleFollow } from './follows/follow-thunks';

export {
  pageLoadSlice,
  pageLoadEnded,
  visitContentReady,
  type PageLoadState,
} from './page-load/page-load-slice';
export { selectIsPageLoad, selectVisitContentReady } from './page-load/page-load-selectors';

export {
  authSlice,
  authChanged,
  selectAuth,
  selectIsLoggedIn,
  selectUser,
  selectIsImpersonating,
} from './auth/auth-slice';
