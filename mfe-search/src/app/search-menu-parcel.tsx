import type { PlatformProps } from '@ltk/contracts';
import { createParcel } from '@ltk/platform';
import type { ParcelConfigObject } from 'single-spa';
import { SearchMenuRoot } from './search-menu-root';

/** Parcel config (the module's default export; its lifecycles are also named exports). */
const parcel = createParcel(SearchMenuRoot, { name: 'mfe_search/search-menu' }) as ParcelConfigObject<PlatformProps>;

export default parcel;
export const { bootstrap, mount, unmount } = parcel;
