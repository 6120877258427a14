import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { selectAuth, selectUser, useAppSelector } from '@ltk/store';
import { mountStandalone } from './mount-standalone';
import { registerLazyResources } from '@ltk/i18n';
import { useBus, usePlatform } from '../hooks/use-platform';
import { jsonFetch } from '../test-support/mount-props';

function Whoami() {
  const user = useAppSelector(selectUser);
  const auth = useAppSelector(selectAuth);
  const location = useLocation();
  const bus = useBus();
  return (
    <div>
      <p>{user?.email ?? 'anonymous'}</p>
      <p>{auth.status}</p>
      <p>path:{location.pathname}</p>
      <button
        type="button"
        onClick={() => bus.publish('navigate', { to: '/signup?shopltk-signup-prompt=favorite-post' })}
      >
        go
      </button>
    </div>
  );
}

describe('mountStandalone', () => {
  it('renders into #root with the saved session and follows navigate requests', async () => {
    localStorage.setItem(
      'ltk-session',
      JSON.stringify({
        user: {
          userId: 'u',
          email: 'demo@shopltk.test',
          profile: { sigilUserId: 'u', userCreatedAt: '', authnProvider: 'auth0', authnCanChangeEmail: true },
        },
      }),
    );
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    let handle: ReturnType<typeof mountStandalone> | undefined;
    await act(async () => {
      handle = mountStandalone(Whoami, {
        name: 'mfe_account',
        platformOptions: {
          fetchImpl: jsonFetch({
            'POST /token/': {
              access_token: 'from-cookie',
              id_token: '',
              token_type: 'Bearer',
              expires_in: 60,
            },
          }),
        },
      });
      await handle.ready;
    });
    expect(screen.getByText('demo@shopltk.test')).toBeInTheDocument();
    expect(screen.getByText('authenticated')).toBeInTheDocument();
    // Alone, the remote gets its access token from the refresh cookie, as the shell does.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(handle?.platform.bus.current('auth')?.accessToken).toBe('from-cookie');
    expect(handle?.platform.config.apiBaseUrl).toBe(process.env.API_BASE_URL || 'http://localhost:4000');
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByText('path:/signup')).toBeInTheDocument();
    expect(window.location.search).toBe('?shopltk-signup-prompt=favorite-post');
    await act(async () => handle?.unmount());
    expect(root).toBeEmptyDOMElement();
  });

  it('titles the page from page/title with the shell template, as the shell would', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    let handle: ReturnType<typeof mountStandalone> | undefined;
    await act(async () => {
      handle = mountStandalone(() => <p>page</p>, { name: 'mfe_product', config: { brand: 'LTK' } });
      await handle.ready;
    });
    act(() => handle?.platform.bus.publish('page/title', { title: 'Linen Dress' }));
    expect(document.title).toBe('Linen Dress | LTK');
    await act(async () => handle?.unmount());
    handle?.platform.bus.publish('page/title', { title: 'After unmount' });
    expect(document.title).toBe('Linen Dress | LTK');
    root.remove();
  });

  it('renders first in the locale of the platform once beforeMount and the common strings are in', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    function Title() {
      const { i18n } = usePlatform();
      return <p>{`${i18n.t('title', { ns: 'mfe_cart' })} / ${i18n.t('close')}`}</p>;
    }
    let handle: ReturnType<typeof mountStandalone> | undefined;
    await act(async () => {
      handle = mountStandalone(Title, {
        name: 'mfe_cart',
        platformOptions: { locale: 'fr', storage: null },
        beforeMount: ({ i18n }) =>
          registerLazyResources(i18n, 'mfe_cart', {
            en: { title: 'My Carts' },
            loaders: { fr: async () => ({ title: 'Mes paniers' }) },
          }),
      });
      await handle.ready;
    });
    expect(screen.getByText('Mes paniers / Fermer')).toBeInTheDocument();
    await act(async () => handle?.unmount());
    root.remove();
  });
});
