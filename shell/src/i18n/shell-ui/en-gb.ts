import { shellUiEn, type ShellUiResources } from './en';

/** British English: US English with British spellings. */
export const shellUiEnGb: ShellUiResources = {
  ...shellUiEn,
  'nav.favorites': 'Favourites',
};
