import { createRemoteLifecycles } from '@ltk/platform';
import { CartRoot } from './root';
import { registerStrings } from '../i18n/resources';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(CartRoot, {
  beforeMount: ({ i18n }) => registerStrings(i18n),
});
