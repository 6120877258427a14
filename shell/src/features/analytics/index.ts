export { createAnalyticsSink } from './lib/analytics-sink';
export { PageViewTracker } from './components/page-view-tracker';
