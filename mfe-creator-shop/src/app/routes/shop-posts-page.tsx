import { usePageTitle } from '@ltk/platform';
import { CreatorFeed } from '../../features/creator-feed/components/creator-feed';
import { RecentProducts } from '../../features/recent-products/recent-products';
import { ShopSearch } from '../../features/shop-search/components/shop-search';
import { useShop } from '../shop-context';

/** /explore/:displayName: the shop search, and while no term is typed the recent products and posts. */
export function ShopPostsPage() {
  const { profile } = useShop();
  usePageTitle(profile.displayName);
  return (
    <ShopSearch profile={profile}>
      <RecentProducts profileId={profile.id} />
      <CreatorFeed profile={profile} />
    </ShopSearch>
  );
}
