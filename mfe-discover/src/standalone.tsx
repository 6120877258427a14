import { mountStandalone } from '@ltk/platform/standalone';
import { GlobalStyles } from '@ltk/ui';
import { Root } from './app/root';
import { strings } from './i18n/strings';

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
  beforeMount: ({ i18n }) => strings.register(i18n),
});
