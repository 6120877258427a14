import type { RemoteParcelModule } from '@ltk/contracts';
import { createParcel } from '@ltk/platform';
import { SearchMenuRoot } from './search-menu-root';
import { strings } from '../i18n/strings';

/** Parcel config (the module's default export; its lifecycles are also named exports). */
const parcel = createParcel(SearchMenuRoot, {
  name: 'mfe_search/search-menu',
  beforeMount: ({ i18n }) => strings.register(i18n),
}) satisfies RemoteParcelModule;

export default parcel;
export const { bootstrap, mount, unmount } = parcel;
