export { network } from './network';
export {
  createFetchMock,
  reply,
  hang,
  deferred,
  type FetchMock,
  type MockHandler,
  type MockReply,
  type MockRequest,
} from './fetch-mock';
