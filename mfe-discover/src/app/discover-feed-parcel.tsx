import type { PlatformProps } from '@ltk/contracts';
import { createParcel } from '@ltk/platform';
import type { ParcelConfigObject } from 'single-spa';
import { DiscoverFeed } from '../features/feeds/discover-feed';
import { useDiscoverI18n } from './use-discover-i18n';

function DiscoverFeedParcelRoot() {
  useDiscoverI18n();
  return <DiscoverFeed />;
}

/** Parcel config exposed as `mfe_discover/discover-feed` (the Discover feed below the shell's error screen). */
const parcel = createParcel(DiscoverFeedParcelRoot, {
  name: 'mfe_discover/discover-feed',
}) as ParcelConfigObject<PlatformProps>;

export default parcel;
export const { bootstrap, mount, unmount } = parcel;
