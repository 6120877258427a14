export { startFeatureFlags, type StartFeatureFlagsOptions } from './start-feature-flags';
export { useFlag, useFlags } from './hooks/use-flags';
export { FLAG_OFF_VALUES, type FlagName } from './lib/flag-names';
export { visitorId, VISITOR_ID_KEY } from './lib/visitor-id';
