export { ErrorScreen } from './components/error-screen';
export { ErrorPageBoundary } from './components/error-page-boundary';
