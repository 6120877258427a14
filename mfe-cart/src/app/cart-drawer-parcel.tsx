import type { PlatformProps } from '@ltk/contracts';
import { createParcel } from '@ltk/platform';
import type { ParcelConfigObject } from 'single-spa';
import { CartRoot } from './root';
import { registerStrings } from '../i18n/resources';

/** Parcel config (the module's default export; its lifecycles are also named exports). */
const parcel = createParcel(CartRoot, {
  name: 'mfe_cart/cart-drawer',
  beforeMount: ({ i18n }) => registerStrings(i18n),
}) as ParcelConfigObject<PlatformProps>;

export default parcel;
export const { bootstrap, mount, unmount } = parcel;
