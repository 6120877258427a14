export { LoadingIndicator } from './components/loading-indicator';
export { createLoadingController, type LoadingPhase } from './lib/loading-controller';
