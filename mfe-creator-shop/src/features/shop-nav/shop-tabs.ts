import { paths } from '@ltk/routes';

/** The shop's tabs, in navigation order. */
export const SHOP_TABS = ['posts', 'collections', 'productsets', 'giftguides', 'chat'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];

/** The path of a tab of a creator's shop. */
export function shopTabPath(displayName: string, tab: ShopTab): string {
  switch (tab) {
    case 'posts':
      return paths.creator(displayName);
    case 'collections':
      return paths.creatorCollections(displayName);
    case 'productsets':
      return paths.creatorProductSets(displayName);
    case 'giftguides':
      return paths.creatorGiftGuides(displayName);
    case 'chat':
      return paths.creatorChat(displayName);
  }
}

/** The tab a shop path belongs to: `/explore/ana/collections/12` is the collections tab, a post is 'posts'. */
export function shopTabOfPath(pathname: string): ShopTab {
  const section = pathname.split('/')[3]?.toLowerCase();
  return SHOP_TABS.find((tab) => tab === section) ?? 'posts';
}

/** Whether the path is the shop's first screen (`/explore/:displayName`). */
export const isShopRoot = (pathname: string): boolean => pathname.replace(/\/+$/, '').split('/').length === 3;
