// What every app gets for `react-redux` (shared singleton): the provider and hooks. `connect` (the HOC
// API, with its selector-factory machinery) is left out on purpose; sharing would otherwise ship the
// module whole. An app that needs another export adds it here (facades.test.ts checks every name the
// workspace imports).
export {
  Provider,
  ReactReduxContext,
  batch,
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from '@ltk/mf-config/impl/react-redux';
