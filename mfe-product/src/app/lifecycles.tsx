import { createRemoteLifecycles } from '@ltk/platform';
import { Root } from './root';
import { ensureResources } from '../i18n/ensure-resources';

/** single-spa lifecycles exposed as `mfe_product/app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(Root, {
  beforeMount: ({ i18n }) => ensureResources(i18n),
});
