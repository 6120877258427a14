export { LoadingIndicator } from './components/loading-indicator';
