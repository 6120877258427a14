import { createRemoteLifecycles } from '@ltk/platform';
import { Root } from './root';

/** single-spa lifecycles exposed as `mfe_discover/app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(Root);
