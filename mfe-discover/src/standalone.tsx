import { mountStandalone } from '@ltk/platform';
import { GlobalStyles } from '@ltk/ui';
import { Root } from './app/root';

function StandaloneRoot() {
  return (
    <>
      <GlobalStyles />
      <Root />
    </>
  );
}

mountStandalone(StandaloneRoot, { name: 'mfe_discover' });

