export { ErrorScreen } from './components/error-screen';
