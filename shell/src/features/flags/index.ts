export { startFeatureFlags } from './start-feature-flags';
