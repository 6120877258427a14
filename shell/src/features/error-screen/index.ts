export { ErrorScreen, type ErrorScreenProps } from './components/error-screen';
export { toPageError, PAGE_ERROR_CODES, type PageError, type PageErrorCode } from './lib/page-error';
