/** Browser storage keys (section 3), one place only. */
import * as STORAGE_KEYS from './storage-key-names';

export { STORAGE_KEYS };

/** The locale cookie name. */
export const LOCALE_COOKIE = 'locale';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
