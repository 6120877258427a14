import { mountStandalone } from '@ltk/platform/standalone';
import { GlobalStyles } from '@ltk/ui';
import { Root } from './app/root';
import { registerDiscoverI18n } from './i18n/register-discover-i18n';

function StandaloneRoot() {
  return (
    <>
      <GlobalStyles />
      <Root />
    </>
  );
}

mountStandalone(StandaloneRoot, {
  name: 'mfe_discover',
  beforeMount: ({ i18n }) => registerDiscoverI18n(i18n),
});
