import { paths } from '@ltk/routes';

/** What is shared: the route names of the pages with a share button (section 2 route names). */
export type ShareRouteName =
  | 'post-id'
  | 'posts-id'
  | 'products-id'
  | 'productsets-id'
  | 'explore-displayName-posts-id'
  | 'explore-displayName-productsets-id'
  | 'explore-displayName-giftguides-id';

export type ShareParams = { id: string; displayName?: string };

export interface ShareTarget {
  /** The site path the shared link opens. */
  path: string;
  /** The referring component, sent with the share events. */
  label: string;
  /** Gift-guide shares also send the product-set share events (section 4). */
  giftGuide: boolean;
}

type TargetRule = { label: string; giftGuide?: boolean; path: (params: ShareParams) => string };

const shopPath = (
  params: ShareParams,
  build: (displayName: string, id: string) => string,
  fallback: string,
) => (params.displayName ? build(params.displayName, params.id) : fallback);

/** Each route maps to a share path and a referring-component label (spec section 2, share buttons). */
export const SHARE_TARGETS: Record<ShareRouteName, TargetRule> = {
  'post-id': { label: 'post', path: ({ id }) => paths.post(id) },
  'posts-id': { label: 'post', path: ({ id }) => paths.post(id) },
  'products-id': { label: 'product', path: ({ id }) => paths.product(id) },
  'productsets-id': { label: 'product_set', path: ({ id }) => paths.productSet(id) },
  'explore-displayName-posts-id': {
    label: 'shop_post',
    path: (params) => shopPath(params, paths.creatorPost, paths.post(params.id)),
  },
  'explore-displayName-productsets-id': {
    label: 'shop_product_set',
    path: (params) => shopPath(params, paths.creatorProductSet, paths.productSet(params.id)),
  },
  'explore-displayName-giftguides-id': {
    label: 'shop_gift_guide',
    giftGuide: true,
    path: (params) => shopPath(params, paths.creatorGiftGuide, paths.productSet(params.id)),
  },
};

/** The share path and label of a route. */
export function shareTarget(routeName: ShareRouteName, params: ShareParams): ShareTarget {
  const rule = SHARE_TARGETS[routeName];
  return { path: rule.path(params), label: rule.label, giftGuide: rule.giftGuide ?? false };
}
