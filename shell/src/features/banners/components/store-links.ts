export { APP_STORE_URL, GOOGLE_PLAY_URL } from '@ltk/contracts';
