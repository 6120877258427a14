import type { RemoteParcelModule } from '@ltk/contracts';
import { createParcel } from '@ltk/platform';
import { DiscoverFeed } from '../features/feeds/discover-feed';
import { strings } from '../i18n/strings';

function DiscoverFeedParcelRoot() {
  strings.useStrings();
  return <DiscoverFeed />;
}

/** Parcel config exposed as `mfe_discover/discover-feed` (the Discover feed below the shell's error screen). */
const parcel = createParcel(DiscoverFeedParcelRoot, {
  name: 'mfe_discover/discover-feed',
  beforeMount: ({ i18n }) => strings.register(i18n),
}) satisfies RemoteParcelModule;

export default parcel;
export const { bootstrap, mount, unmount } = parcel;
