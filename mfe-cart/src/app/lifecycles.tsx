import { createRemoteLifecycles } from '@ltk/platform';
import { CartRoot } from './root';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(CartRoot);
