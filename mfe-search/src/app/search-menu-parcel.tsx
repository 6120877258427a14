import type { PlatformProps } from '@ltk/contracts';
import { createParcel } from '@ltk/platform';
import type { ParcelConfigObject } from 'single-spa';
import { SearchMenuRoot } from './search-menu-root';
import { registerStrings } from '../i18n/resources';

/** Parcel config (the module's default export; its lifecycles are also named exports). */
const parcel = createParcel(SearchMenuRoot, {
  name: 'mfe_search/search-menu',
  beforeMount: ({ i18n }) => registerStrings(i18n),
}) as ParcelConfigObject<PlatformProps>;

export default parcel;
export const { bootstrap, mount, unmount } = parcel;
