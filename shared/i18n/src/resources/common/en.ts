/** English common strings: the source of the typed common keys. */
export const commonEn = {
  tryAgain: 'Try Again',
  noResults: 'No results found.',
  errorLoadingLtks: 'Error Loading LTKs.',
  followers: 'followers',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back',
  share: 'Share',
  like: 'Like',
  unlike: 'Unlike',
  likePostBy: 'Like post by {{displayName}}',
  saveProduct: 'Save {{name}}',
  shopNow: 'Shop Now',
  youSave: 'You Save {{discountPercent}}%',
  loading: 'Loading…',
  logIn: 'Log in',
  signUp: 'Sign up',
  pageNotFound: 'This page could not be found',
  regionUnavailable: 'This part of the page could not be loaded.',
  productOf: 'Product {{index}} of {{count}}',
} as const;

export type CommonKey = keyof typeof commonEn;
export type CommonResources = Record<CommonKey, string>;
