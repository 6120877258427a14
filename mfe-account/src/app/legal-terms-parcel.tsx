import type { RemoteParcelModule } from '@ltk/contracts';
import { createParcel } from '@ltk/platform';
import { LegalTerms } from '../features/legal/legal-terms';
import { strings } from '../i18n/strings';

/**
 * The legal terms modal as a parcel: the shell mounts it once a signed-in, non-impersonating user is known, so it
 * never weighs on a first load.
 */
const parcel = createParcel(LegalTerms, {
  name: 'mfe_account/legal',
  beforeMount: ({ i18n }) => strings.register(i18n),
}) satisfies RemoteParcelModule;

export default parcel;
export const { bootstrap, mount, unmount } = parcel;
