export { startFeatureFlags, type StartFeatureFlagsOptions } from './start-feature-flags';
export { visitorId, VISITOR_ID_KEY } from './lib/visitor-id';
