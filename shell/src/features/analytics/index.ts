export {
  createAnalyticsSink,
  snapshotSampleRate,
  type AnalyticsSinkOptions,
  type AnalyticsBatch,
} from './lib/analytics-sink';
export { trackingParams, UTM_KEYS, type TrackingParams } from './lib/tracking-params';
export { PageViewTracker } from './components/page-view-tracker';
