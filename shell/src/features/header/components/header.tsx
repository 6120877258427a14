import { css } from '@emotion/react';
import { useBus } from '@ltk/platform';
import { routeChrome } from '@ltk/routes';
import { selectAuth, useAppSelector } from '@ltk/store';
import { mq } from '@ltk/ui';
import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { focusMain } from '../../../lib/focus/focus-main';
import { EXTERNAL_LINKS, PRIMARY_LINKS } from '../lib/nav-links';
import { pillButton } from '../lib/pill-button';
import { LanguageSelector } from './language-selector';

// Only signed-in visitors see the cart button and the user menu: they load on demand, in one chunk.
const SignedInCart = lazy(() =>
  import(/* webpackChunkName: "header-signed-in" */ './signed-in').then((m) => ({ default: m.SignedInCart })),
);
const UserMenu = lazy(() =>
  import(/* webpackChunkName: "header-signed-in" */ './signed-in').then((m) => ({ default: m.UserMenu })),
);

const bar = css({
  background: '#fff',
  borderBottom: '1px solid #e3e3e3',
  position: 'sticky',
  top: 0,
  zIndex: 100,
});
const topRow = css({ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', flexWrap: 'wrap' });
const logo = css({ fontWeight: 800, fontSize: 24, color: '#111', textDecoration: 'none', letterSpacing: 1 });
// The stand-in and the parcel's container share one grid cell: the stand-in covers the parcel until it goes.
const searchSlot = (open: boolean) =>
  css({
    flex: '1 1 240px',
    minWidth: 0,
    display: 'grid',
    '& > *': { gridArea: '1 / 1' },
    '& > form': { zIndex: 1 },
    [mq.down('md')]: { display: open ? 'grid' : 'none', order: 10, flexBasis: '100%' },
  });
const spacer = css({ flex: 1, [mq.up('md')]: { display: 'none' } });
const mobileOnly = css({ [mq.up('md')]: { display: 'none' } });
const desktopOnly = css({ [mq.down('md')]: { display: 'none' } });
const actions = css({ display: 'flex', alignItems: 'center', gap: 8 });
const nav = css({
  overflowX: 'auto',
  '& ul': {
    display: 'flex',
    gap: 20,
    margin: 0,
    padding: '0 16px 8px',
    listStyle: 'none',
    whiteSpace: 'nowrap',
  },
  '& a': { color: '#1f1f1f', textDecoration: 'none', padding: '4px 0', display: 'inline-block' },
  '& a.active': { fontWeight: 700, borderBottom: '2px solid #111' },
  '& a:focus-visible': { outline: '2px solid #111', outlineOffset: 2 },
});
// Above the viewport until it has keyboard focus (the first Tab of a page lands on it): placed against the viewport,
// not the header, which a strip above it (the overrides badge) pushes down into view.
const skipLink = css({
  position: 'fixed',
  left: 8,
  top: 8,
  zIndex: 1,
  padding: '8px 16px',
  background: '#111',
  color: '#fff',
  borderRadius: 4,
  textDecoration: 'none',
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: '2px solid #fff', outlineOffset: -4 },
});
const authLink = css({
  color: '#1f1f1f',
  textDecoration: 'none',
  padding: '6px 4px',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid #111', outlineOffset: 2 },
});
const impersonation = css({
  margin: 0,
  padding: '4px 16px',
  background: '#c8102e',
  color: '#fff',
  fontSize: 13,
});

export type HeaderProps = {
  /**
   * Receives the element the host mounts the `mfe_search/search-menu` parcel into (null on unmount).
   * The slot is always shown on md and up; below md it shows after the search button is pressed.
   */
  searchSlotRef?: (element: HTMLElement | null) => void;
  /** Shown in the search slot until the parcel has mounted (the host's stand-in box). */
  searchStandIn?: ReactNode;
};

/** Moves focus to the page's main region without changing the URL (a `#main` hash would count as a navigation). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  focusMain(document);
}

/** The app shell header: section-2 links, search slot, cart, language selector and user menu; absent on routes that hide it. */
export function Header(props: HeaderProps) {
  const { pathname } = useLocation();
  return routeChrome(pathname).header ? <HeaderBar {...props} /> : null;
}

function HeaderBar({ searchSlotRef, searchStandIn }: HeaderProps) {
  const { t } = useTranslation('shell-ui');
  const bus = useBus();
  const auth = useAppSelector(selectAuth);
  const { pathname } = useLocation();
  const loggedIn = auth?.status === 'authenticated' && Boolean(auth.user);
  const impersonating = loggedIn && Boolean(auth?.impersonating);
  const [searchOpen, setSearchOpen] = useState(pathname === '/search');

  useEffect(() => {
    if (pathname === '/search') setSearchOpen(true);
  }, [pathname]);

  // The box is shown before 'search/open' goes out, so whoever owns it can move the focus into it.
  const toggleSearch = () => {
    const next = !searchOpen;
    flushSync(() => setSearchOpen(next));
    bus.publish('search/open', { open: next });
  };

  return (
    <header css={bar}>
      <a href="#main" css={skipLink} onClick={skipToMain}>
        {t('header.skipToContent')}
      </a>
      {impersonating && auth?.user ? (
        <p css={impersonation} role="status">
          {t('header.impersonating', { email: auth.user.email })}
        </p>
      ) : null}
      <div css={topRow}>
        <Link css={logo} to="/home" aria-label={t('nav.home')}>
          LTK
        </Link>
        <div css={searchSlot(searchOpen)} data-testid="header-search-slot">
          {searchStandIn}
          <div ref={searchSlotRef} />
        </div>
        <div css={spacer} />
        <div css={actions}>
          <div css={mobileOnly}>
            <button
              css={pillButton}
              type="button"
              aria-label={searchOpen ? t('header.closeSearch') : t('header.openSearch')}
              aria-expanded={searchOpen}
              onClick={toggleSearch}
            >
              {t('header.searchLabel')}
            </button>
          </div>
          {loggedIn ? (
            <Suspense fallback={null}>
              <SignedInCart impersonating={impersonating} />
            </Suspense>
          ) : null}
          <div css={desktopOnly}>
            <LanguageSelector compact />
          </div>
          {loggedIn && auth?.user ? (
            <Suspense fallback={null}>
              <UserMenu user={auth.user} />
            </Suspense>
          ) : (
            <>
              <Link css={authLink} to="/login">
                {t('nav.logIn')}
              </Link>
              <Link css={authLink} to="/signup">
                {t('nav.signUp')}
              </Link>
              <div css={desktopOnly}>
                <a
                  css={authLink}
                  href={EXTERNAL_LINKS.applyCreator}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('nav.applyCreator')}
                </a>
              </div>
            </>
          )}
        </div>
      </div>
      <nav css={nav} aria-label={t('nav.label')}>
        <ul>
          {PRIMARY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
