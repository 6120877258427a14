import { matchRoute, routeChrome } from '@ltk/routes';
import { selectAuth, useAppSelector } from '@ltk/store';
import { mq } from '@ltk/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useFlag } from '../../../lib/flags/use-flags';
import { isInAppBrowser } from '../lib/in-app-browser';
import { useMediaQuery } from '../lib/use-media-query';
import { pillLink, Strip } from './banner-styles';
import { DesktopTopBanner } from './desktop-top-banner';

// Banners that only some visitors see (small screens, in-app browsers, flagged creator pages) load on demand.
const BottomBanner = lazy(() =>
  import(/* webpackChunkName: "banners-small" */ './bottom-banner').then((m) => ({
    default: m.BottomBanner,
  })),
);
const SplashScreen = lazy(() =>
  import(/* webpackChunkName: "banners-splash" */ './splash-screen').then((m) => ({
    default: m.SplashScreen,
  })),
);
const InAppBrowserNotice = lazy(() =>
  import(/* webpackChunkName: "banners-small" */ './in-app-browser-notice').then((m) => ({
    default: m.InAppBrowserNotice,
  })),
);

/** A banner loaded on demand shows when its chunk is in; the others do not wait for it. */
function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Below sm, for a logged-out reader: 'Unlock the full LTK experience' with the sign-up link. */
export function RegistrationStrip() {
  const { t } = useTranslation('shell-ui');
  return (
    <Strip aria-label={t('banner.registration')} data-testid="registration-banner">
      <span>{t('banner.registration')}</span>
      <Link css={pillLink} to="/signup">
        {t('banner.signUp')}
      </Link>
    </Strip>
  );
}

export type BannersProps = { hidden?: boolean };

/**
 * Every shell banner for the current viewport, auth, route and the bus 'flags' (host mounts it in
 * #banners). Flag-gated banners stay off until the flags are loaded; routes may hide the app banners.
 */
export function Banners({ hidden = false }: BannersProps) {
  const auth = useAppSelector(selectAuth);
  const creatorSplash = useFlag('creatorSplash') === 'on';
  const autoDismiss = useFlag('desktopBannerAutoDismiss') === 'treatment';
  const { pathname } = useLocation();
  const xs = useMediaQuery(mq.query.down('sm'));
  const mdUp = useMediaQuery(mq.query.up('md'));
  const match = matchRoute(pathname);
  const explore = match?.route.name === 'explore-displayName';
  const displayName = explore ? match?.params['displayName'] : undefined;
  const loggedOut = auth?.status !== 'authenticated';
  const appBanner = !hidden && routeChrome(pathname).appBanner;
  return (
    <>
      {appBanner && mdUp ? (
        <DesktopTopBanner
          autoDismissOnScroll={autoDismiss && Boolean(match?.route.name.startsWith('explore'))}
        />
      ) : null}
      {/* Below md the app-download banner is the bottom (deep-link) banner, linking to the app store; below sm a
          creator's shop has its own bar there (its floating Follow), and the banner yields to it. */}
      {appBanner && !mdUp && !(xs && match?.params['displayName']) ? (
        <OnDemand>
          <BottomBanner />
        </OnDemand>
      ) : null}
      {loggedOut && xs ? <RegistrationStrip /> : null}
      {xs && isInAppBrowser(navigator.userAgent) ? (
        <OnDemand>
          <InAppBrowserNotice />
        </OnDemand>
      ) : null}
      {creatorSplash && displayName ? (
        <OnDemand>
          <SplashScreen key={displayName} displayName={displayName} />
        </OnDemand>
      ) : null}
    </>
  );
}
