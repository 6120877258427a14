import type { Profile } from '@ltk/contracts';
import { useOutletContext } from 'react-router-dom';

/** What the shop layout hands its tabs: the creator whose shop this is. */
export interface ShopContext {
  profile: Profile;
}

/** The shop's creator, inside a page of the shop layout. */
export const useShop = (): ShopContext => useOutletContext<ShopContext>();
