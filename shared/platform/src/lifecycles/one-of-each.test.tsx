import { act, fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import {
  selectIsPostLiked,
  selectLikedPostIds,
  toggleLike,
  useAppDispatch,
  useAppSelector,
} from '@ltk/store';
import { AUTHED } from '@ltk/store/test-support';
import { createPlatform } from '../context/create-platform';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { useBus } from '../hooks/use-platform';
import { useTopic } from '../hooks/use-topic';
import { jsonFetch, mountAll, mountProps, runLifecycle } from '../test-support/mount-props';

const session = {
  user: AUTHED.user,
};

/** Remote A: a like button (like a feed card in mfe-discover). */
function DiscoverLike() {
  const dispatch = useAppDispatch();
  const liked = useAppSelector((state) => selectIsPostLiked(state, 'post-1'));
  const bus = useBus();
  const { t } = useTranslation();
  return (
    <div>
      <button type="button" onClick={() => void dispatch(toggleLike('post-1'))}>
        {liked ? 'liked' : 'like'}
      </button>
      <button type="button" onClick={() => bus.publish('cart/open', { open: true, cartId: 'cart-9' })}>
        open cart
      </button>
      <span>{t('tryAgain')}</span>
    </div>
  );
}

/** Remote B: the user's favorites count (like mfe-account) and the last cart request (like mfe-cart). */
function AccountFavorites() {
  const liked = useAppSelector(selectLikedPostIds);
  const cart = useTopic('cart/open');
  const { t } = useTranslation();
  return (
    <div>
      <output aria-label="favorites">{liked.join(',') || 'none'}</output>
      <output aria-label="cart">{cart?.cartId ?? 'closed'}</output>
      <span>{t('tryAgain')}</span>
    </div>
  );
}

describe('one React, store, bus and i18next across mounted remotes', () => {
  it('a like in one remote shows in another; bus and language are shared too', async () => {
    localStorage.setItem('ltk-session', JSON.stringify(session));
    const platform = createPlatform({
      config: { apiBaseUrl: 'http://api.test', brand: 'LTK', env: 'development' },
      fetchImpl: jsonFetch({
        'POST /token/': { access_token: 'token', id_token: '', token_type: 'Bearer', expires_in: 3600 },
        'POST /v2/likes/': { like: { ltkId: 'post-1', dateLiked: '2026-11-21T00:00:00Z' } },
        'GET /v2/likes/': {
          likes: [{ ltkId: 'post-1', dateLiked: '2026-11-21T00:00:00Z' }],
          meta: { limit: 30 },
        },
      }),
    });
    const regionA = document.body.appendChild(document.createElement('div'));
    const regionB = document.body.appendChild(document.createElement('div'));
    const discover = createRemoteLifecycles(DiscoverLike, { router: { kind: 'memory' } });
    const account = createRemoteLifecycles(AccountFavorites, { router: { kind: 'memory' } });
    const propsA = mountProps('mfe_discover', platform, regionA);
    const propsB = mountProps('mfe_account', platform, regionB);
    await mountAll([
      [discover, propsA],
      [account, propsB],
    ]);

    expect(within(regionB).getByLabelText('favorites')).toHaveTextContent('none');
    fireEvent.click(within(regionA).getByRole('button', { name: 'like' }));
    expect(await within(regionB).findByText('post-1')).toBeInTheDocument();
    expect(within(regionA).getByRole('button', { name: 'liked' })).toBeInTheDocument();

    fireEvent.click(within(regionA).getByRole('button', { name: 'open cart' }));
    expect(within(regionB).getByLabelText('cart')).toHaveTextContent('cart-9');

    await act(async () => platform.bus.publish('locale', { locale: 'fr' }));
    expect(within(regionA).getByText('Réessayer')).toBeInTheDocument();
    expect(within(regionB).getByText('Réessayer')).toBeInTheDocument();

    await runLifecycle(discover.unmount, propsA);
    await runLifecycle(account.unmount, propsB);
    expect(regionA).toBeEmptyDOMElement();
    expect(screen.queryByText('post-1')).toBeNull();
  });
});
