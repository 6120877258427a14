export {
  renderWithPlatform,
  type RenderWithPlatformOptions,
  type RenderWithPlatformResult,
} from './render/render-with-platform';
export { LocationProbe } from './render/location-probe';
export { expectPageNotFound, retryPageError } from './render/page-assertions';
export { installIntersectionObserver } from './dom/intersection-observer';
export { mockListTop } from './dom/list-top';
export {
  createTestPlatform,
  TEST_API_BASE_URL,
  type TestPlatform,
  type TestPlatformOptions,
} from './render/create-test-platform';
export {
  createFetchMock,
  reply,
  hang,
  deferred,
  network,
  type FetchMock,
  type MockHandler,
  type MockReply,
  type MockRequest,
} from '@ltk/test-network';
export {
  makeProfile,
  makePost,
  makeProduct,
  makeProductDetails,
  makeMediaObject,
  makeShoppablePost,
  type ShoppablePostSpec,
} from './fixtures/catalog-fixtures';
export {
  makeUser,
  makeSession,
  makeAuthState,
  makeLike,
  makeWish,
  makeWishedProduct,
  makeFollow,
} from './fixtures/user-fixtures';
export { makeCart, makeCartItem, makeRetailer } from './fixtures/cart-fixtures';
export { makeFeedResponse } from './fixtures/feed-fixtures';
export { nextId } from './fixtures/sequence';
