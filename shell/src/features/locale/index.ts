export { startLocaleSync } from './start-locale-sync';
