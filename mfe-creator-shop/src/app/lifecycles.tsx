import { createRemoteLifecycles } from '@ltk/platform';
import { Root } from './root';

/** single-spa lifecycles exposed as `mfe_creator_shop/app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles(Root);
