import { createRemoteLifecycles } from '@ltk/platform';
import { SearchRoot } from './root';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(SearchRoot);
