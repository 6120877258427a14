import { selectAuth, useAppSelector } from '@ltk/store';
import { css } from '@emotion/react';
import { useBus } from '@ltk/platform';
import { mountStandalone } from '@ltk/platform/standalone';
import { Root } from './app/root';
import { strings } from './i18n/strings';

/** Standalone harness: a button that opens the drawer the way the header's cart button does. */
function StandaloneCart() {
  const bus = useBus();
  const auth = useAppSelector(selectAuth);
  return (
    <div css={css({ padding: 24, fontFamily: 'system-ui, sans-serif' })}>
      <p>
        {auth.status === 'authenticated' ? auth.user?.email : 'Not signed in: the drawer renders nothing.'}
      </p>
      <button type="button" onClick={() => bus.publish('cart/open', { open: true })}>
        Open carts
      </button>
      <Root />
    </div>
  );
}

mountStandalone(StandaloneCart, { name: 'mfe_cart', beforeMount: ({ i18n }) => strings.register(i18n) });
