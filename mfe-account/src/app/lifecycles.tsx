import { createRemoteLifecycles } from '@ltk/platform';
import { AccountRoot } from './root';
import { registerStrings } from '../i18n/resources';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(AccountRoot, {
  beforeMount: ({ i18n }) => registerStrings(i18n),
});
