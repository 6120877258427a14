import { createRemoteLifecycles } from '@ltk/platform';
import { AccountRoot } from './root';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(AccountRoot);
