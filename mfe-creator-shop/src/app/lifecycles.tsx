import type { RemoteAppModule } from '@ltk/contracts';
import { createRemoteLifecycles } from '@ltk/platform';
import { Root } from './root';
import { strings } from '../i18n/strings';

const lifecycles = createRemoteLifecycles(Root, {
  beforeMount: ({ i18n }) => strings.register(i18n),
}) satisfies RemoteAppModule;

/** single-spa lifecycles exposed as `mfe_creator_shop/app`. */
export const { bootstrap, mount, unmount } = lifecycles;
