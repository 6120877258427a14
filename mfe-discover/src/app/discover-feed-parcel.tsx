import type { PlatformProps } from '@ltk/contracts';
import { createParcel } from '@ltk/platform';
import type { ParcelConfigObject } from 'single-spa';
import { DiscoverFeed } from '../features/feeds/discover-feed';
import { useDiscoverI18n } from './use-discover-i18n';
import { registerDiscoverI18n } from '../i18n/register-discover-i18n';

function DiscoverFeedParcelRoot() {
  useDiscoverI18n();
  return <DiscoverFeed />;
}

/** Parcel config exposed as `mfe_discover/discover-feed` (the Discover feed below the shell's error screen). */
const parcel = createParcel(DiscoverFeedParcelRoot, {
  name: 'mfe_discover/discover-feed',
  beforeMount: ({ i18n }) => registerDiscoverI18n(i18n),
}) as ParcelConfigObject<PlatformProps>;

export default parcel;
export const { bootstrap, mount, unmount } = parcel;
