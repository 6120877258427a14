export { ErrorScreen, type ErrorScreenProps } from './components/error-screen';
