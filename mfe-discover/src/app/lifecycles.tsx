import { createRemoteLifecycles } from '@ltk/platform';
import { Root } from './root';
import { registerDiscoverI18n } from '../i18n/register-discover-i18n';

/** single-spa lifecycles exposed as `mfe_discover/app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(Root, {
  beforeMount: ({ i18n }) => registerDiscoverI18n(i18n),
});
