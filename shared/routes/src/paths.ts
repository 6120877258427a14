import { SIGNUP_PROMPT_PARAM, type SignupPrompt } from '@ltk/contracts';
import { productLink } from './product-link';
import { queryString } from './query-string';

const seg = (value: string) => encodeURIComponent(value);

export type SearchType = 'post' | 'profile';

/** The search's keyword: the `keyword` query trimmed and cut to this length. */
export const SEARCH_KEYWORD_MAX = 100;

/** The search route's `type` query: 'post' unless it is exactly 'profile'. */
export function parseSearchType(value: string | null | undefined): SearchType {
  return value === 'profile' ? 'profile' : 'post';
}

/** Link builders for every route of the table. */
export const paths = {
  index: () => '/',
  home: () => '/home',
  homeFollowing: () => '/home/following',
  homeForYou: () => '/home/for-you',
  homeFollowingGiftGuides: () => '/home/following/giftguides',
  categories: () => '/categories',
  category: (category: string) => `/categories/${seg(category)}`,
  hashtag: (hashtag?: string) => (hashtag ? `/hashtags/${seg(hashtag)}` : '/hashtags'),
  giftGuides: () => '/giftguides',
  giftGuidesAudience: (audience: string) => `/giftguides/${seg(audience)}`,
  holidayGiftGuides: () => '/gift-guides',
  deals: () => '/deals',
  shoppingApp: () => '/ltk-shopping-app',
  chatApp: () => '/ltk-chat',
  creatorsMatching: () => '/creators/matching',
  sitemap: () => '/sitemap',

  creator: (displayName: string) => `/explore/${seg(displayName)}`,
  creatorPost: (displayName: string, id: string) => `/explore/${seg(displayName)}/posts/${seg(id)}`,
  creatorChat: (displayName: string) => `/explore/${seg(displayName)}/chat`,
  creatorCollections: (displayName: string) => `/explore/${seg(displayName)}/collections`,
  creatorCollection: (displayName: string, id: string) =>
    `/explore/${seg(displayName)}/collections/${seg(id)}`,
  creatorProductSets: (displayName: string) => `/explore/${seg(displayName)}/productsets`,
  creatorProductSet: (displayName: string, productSet: string, product?: string) =>
    `/explore/${seg(displayName)}/productsets/${seg(productSet)}${product ? `/${seg(product)}` : ''}`,
  creatorGiftGuides: (displayName: string) => `/explore/${seg(displayName)}/giftguides`,
  creatorGiftGuide: (displayName: string, giftGuide: string, product?: string) =>
    `/explore/${seg(displayName)}/giftguides/${seg(giftGuide)}${product ? `/${seg(product)}` : ''}`,

  post: (id: string) => `/post/${seg(id)}`,
  product: productLink,
  productSets: () => '/productsets',
  productSet: (id: string) => `/productsets/${seg(id)}`,

  search: ({ keyword, type, debug }: { keyword?: string; type?: SearchType; debug?: boolean } = {}) =>
    `/search${queryString({ keyword: keyword?.trim(), type, debug: debug ? 'true' : undefined })}`,

  account: () => '/account',
  favorites: () => '/account/favorites',
  favoritePosts: () => '/account/favorites/posts',
  favoriteProducts: () => '/account/favorites/products',
  wishlists: () => '/wishlists',
  sharedWishlist: (hash: string) => `/collections/${seg(hash)}`,
  termsOfService: () => '/terms-of-service',

  login: (returnTo?: string) => `/login${queryString({ returnTo })}`,
  signup: (prompt?: SignupPrompt) => `/signup${queryString({ [SIGNUP_PROMPT_PARAM]: prompt })}`,
  logout: () => '/logout',
  authCallback: () => '/auth/callback',
  forgotPassword: () => '/forgot-password',
  changePassword: () => '/change-password',

  /** The current URL with the cart drawer flag. */
  withCartDrawer: (pathWithQuery: string) => {
    const [path, query = ''] = pathWithQuery.split('?');
    const search = new URLSearchParams(query);
    search.set('show-carts', 'true');
    return `${path}?${search.toString()}`;
  },
} as const;
