import { createRemoteLifecycles } from '@ltk/platform';
import { SearchRoot } from './root';
import { registerStrings } from '../i18n/resources';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(SearchRoot, {
  beforeMount: ({ i18n }) => registerStrings(i18n),
});
