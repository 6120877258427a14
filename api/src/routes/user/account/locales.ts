/** The 10 supported locale codes (spec section 9). */
export const SUPPORTED_LOCALES = [
  'en',
  'en-GB',
  'fr',
  'de',
  'zh',
  'zh-Hant',
  'es-ES',
  'it',
  'pt',
  'ko',
] as const;
export const DEFAULT_LOCALE = 'en';
