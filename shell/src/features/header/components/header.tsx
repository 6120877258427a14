import styled from '@emotion/styled';
import { useBus, useTopic } from '@ltk/platform';
import { mq } from '@ltk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { EXTERNAL_LINKS, PRIMARY_LINKS } from '../lib/nav-links';
import { useCartCount } from '../lib/use-cart-count';
import { CartButton } from './cart-button';
import { LanguageSelector } from './language-selector';
import { UserMenu } from './user-menu';

const Bar = styled.header({ background: '#fff', borderBottom: '1px solid #e3e3e3', position: 'sticky', top: 0, zIndex: 100 });
const Top = styled.div({ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', flexWrap: 'wrap' });
const Logo = styled(Link)({ fontWeight: 800, fontSize: 24, color: '#111', textDecoration: 'none', letterSpacing: 1 });
const SearchSlot = styled.div<{ open: boolean }>(({ open }) => ({
  flex: '1 1 240px',
  minWidth: 0,
  [mq.down('md')]: { display: open ? 'block' : 'none', order: 10, flexBasis: '100%' },
}));
const Spacer = styled.div({ flex: 1, [mq.up('md')]: { display: 'none' } });
const MobileOnly = styled.div({ [mq.up('md')]: { display: 'none' } });
const DesktopOnly = styled.div({ [mq.down('md')]: { display: 'none' } });
const Actions = styled.div({ display: 'flex', alignItems: 'center', gap: 8 });
const Nav = styled.nav({
  overflowX: 'auto',
  '& ul': { display: 'flex', gap: 20, margin: 0, padding: '0 16px 8px', listStyle: 'none', whiteSpace: 'nowrap' },
  '& a': { color: '#1f1f1f', textDecoration: 'none', padding: '4px 0', display: 'inline-block' },
  '& a.active': { fontWeight: 700, borderBottom: '2px solid #111' },
  '& a:focus-visible': { outline: '2px solid #111', outlineOffset: 2 },
});
const TextLink = styled.a({ color: '#1f1f1f', '&:focus-visible': { outline: '2px solid #111', outlineOffset: 2 } });
const Impersonation = styled.p({ margin: 0, padding: '4px 16px', background: '#c8102e', color: '#fff', fontSize: 13 });
const IconToggle = styled.button({
  font: 'inherit',
  background: 'none',
  border: '1px solid #bdbdbd',
  borderRadius: 999,
  padding: '6px 12px',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #111', outlineOffset: 2 },
});

export type HeaderProps = {
  /**
   * Receives the element the host mounts the `mfe_search/search-menu` parcel into (null on unmount).
   * The slot is always shown on md and up; below md it shows after the search button is pressed.
   */
  searchSlotRef?: (element: HTMLElement | null) => void;
};

/** The app shell header: section-2 links, search slot, cart, language selector and user menu. */
export function Header({ searchSlotRef }: HeaderProps) {
  const { t } = useTranslation('shell-ui');
  const bus = useBus();
  const auth = useTopic('auth');
  const { pathname } = useLocation();
  const loggedIn = auth?.status === 'authenticated' && Boolean(auth.user);
  const impersonating = loggedIn && Boolean(auth?.impersonating);
  const cartCount = useCartCount(auth);
  const [searchOpen, setSearchOpen] = useState(pathname === '/search');

  useEffect(() => {
    if (pathname === '/search') setSearchOpen(true);
  }, [pathname]);

  const toggleSearch = () => {
    const next = !searchOpen;
    setSearchOpen(next);
    bus.publish('search/open', { open: next });
  };

  return (
    <Bar>
      {impersonating && auth?.user ? <Impersonation role="status">{t('header.impersonating', { email: auth.user.email })}</Impersonation> : null}
      <Top>
        <Logo to="/home" aria-label={t('nav.home')}>
          LTK
        </Logo>
        <SearchSlot open={searchOpen} ref={searchSlotRef} data-testid="header-search-slot" />
        <Spacer />
        <Actions>
          <MobileOnly>
            <IconToggle type="button" aria-expanded={searchOpen} onClick={toggleSearch}>
              {searchOpen ? t('header.closeSearch') : t('header.openSearch')}
            </IconToggle>
          </MobileOnly>
          {loggedIn ? <CartButton count={cartCount} impersonating={impersonating} /> : null}
          <DesktopOnly>
            <LanguageSelector compact />
          </DesktopOnly>
          {loggedIn && auth?.user ? (
            <UserMenu user={auth.user} />
          ) : (
            <>
              <Link to="/login">{t('nav.logIn')}</Link>
              <Link to="/signup">{t('nav.signUp')}</Link>
              <DesktopOnly>
                <TextLink href={EXTERNAL_LINKS.applyCreator} target="_blank" rel="noopener noreferrer">
                  {t('nav.applyCreator')}
                </TextLink>
              </DesktopOnly>
            </>
          )}
        </Actions>
      </Top>
      <Nav aria-label={t('nav.label')}>
        <ul>
          {PRIMARY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
    </Bar>
  );
}
