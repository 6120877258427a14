import { TabNav } from '@ltk/ui/tab-nav';
import { strings } from '../../../i18n/strings';
import { SHOP_TABS, shopTabPath, type ShopTab } from '../shop-tabs';

const LABEL_KEYS = {
  posts: 'nav.posts',
  collections: 'nav.collections',
  productsets: 'nav.productSets',
  giftguides: 'nav.giftGuides',
  chat: 'nav.chat',
} as const satisfies Record<ShopTab, string>;

export type ShopNavProps = { displayName: string; active: ShopTab };

/** Links between the shop's tabs; the active tab (also on its sub-pages) is the current page's section. */
export function ShopNav({ displayName, active }: ShopNavProps) {
  const { t } = strings.useStrings();
  return (
    <TabNav
      label={t('nav.label', { name: displayName })}
      tabs={SHOP_TABS.map((tab) => ({
        to: shopTabPath(displayName, tab),
        label: t(LABEL_KEYS[tab]),
        current: tab === active,
      }))}
    />
  );
}
