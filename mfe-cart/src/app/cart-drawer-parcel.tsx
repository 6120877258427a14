import type { RemoteParcelModule } from '@ltk/contracts';
import { createParcel } from '@ltk/platform';
import { Root } from './root';
import { strings } from '../i18n/strings';

/** Parcel config (the module's default export; its lifecycles are also named exports). */
const parcel = createParcel(Root, {
  name: 'mfe_cart/cart-drawer',
  beforeMount: ({ i18n }) => strings.register(i18n),
}) satisfies RemoteParcelModule;

export default parcel;
export const { bootstrap, mount, unmount } = parcel;
