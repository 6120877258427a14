import { usePageTitle } from '@ltk/platform';
import { lazy } from 'react';
import { CreatorFeed } from '../../features/creator-feed/components/creator-feed';
import { RecentProducts } from '../../features/recent-products/recent-products';
import { ShopSearch } from '../../features/shop-search/components/shop-search';
import { WhenVisible } from '../../lib/when-visible/when-visible';
import { useShop } from '../shop-context';

// Below the recent products: its own chunk, loaded when scrolled to (not part of the shop's first load).
const TrendingProducts = lazy(() =>
  import('../../features/trending-products/trending-products').then((m) => ({
    default: m.TrendingProducts,
  })),
);

/** /explore/:displayName: the shop search, and while no term is typed the recent and trending products and posts. */
export function ShopPostsPage() {
  const { profile } = useShop();
  usePageTitle(profile.displayName);
  return (
    <ShopSearch profile={profile}>
      <RecentProducts profileId={profile.id} />
      <WhenVisible minHeight={TRENDING_PRODUCTS_HEIGHT}>
        <TrendingProducts profileId={profile.id} />
      </WhenVisible>
      <CreatorFeed profile={profile} />
    </ShopSearch>
  );
}

/** The trending products' height once in (heading, a row of product tiles, 'Show more'). */
const TRENDING_PRODUCTS_HEIGHT = 370;
