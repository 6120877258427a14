/** `key` is a shell-ui i18n key. */
export type NavLink = { key: string; to: string };

/** Section-2 app shell links, labels and targets. */
export const PRIMARY_LINKS: readonly NavLink[] = [
  { key: 'nav.discover', to: '/home' },
  { key: 'nav.shop', to: '/categories' },
  { key: 'nav.saleAlert', to: '/categories/salealert' },
  { key: 'nav.findsUnder100', to: '/categories/findsunder100' },
  { key: 'nav.findsUnder50', to: '/categories/findsunder50' },
];

export const ACCOUNT_LINKS: readonly NavLink[] = [
  { key: 'nav.favorites', to: '/account/favorites/products' },
  { key: 'nav.settings', to: '/account' },
  { key: 'nav.signOut', to: '/logout' },
];

/** External links (creator site and help center). */
export const EXTERNAL_LINKS = {
  applyCreator: 'https://company.shopltk.com/apply',
  helpCenter: 'https://help.shopltk.com/',
  terms: 'https://company.shopltk.com/terms-of-service',
  privacy: 'https://company.shopltk.com/privacy-policy',
  cookie: 'https://company.shopltk.com/cookie-policy',
} as const;
