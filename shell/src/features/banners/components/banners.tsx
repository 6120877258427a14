import styled from '@emotion/styled';
import { useTopic } from '@ltk/platform';
import { matchRoute } from '@ltk/routes';
import { mq } from '@ltk/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMediaQuery } from '../lib/use-media-query';
import { PillLink, Strip } from './banner-styles';
import { DesktopTopBanner } from './desktop-top-banner';
import { InAppBrowserNotice } from './in-app-browser-notice';
import { SplashScreen } from './splash-screen';
import { APP_STORE_URL } from './store-links';

const SignupLink = styled(Link)({ padding: '6px 14px', borderRadius: 999, border: '1px solid #fff', textDecoration: 'none' });

export type BannerFlags = {
  /** Experiment: the desktop banner auto-dismisses on explore pages after half a window of scroll. */
  desktopBannerAutoDismiss?: boolean;
  /** Feature flag: 'Visiting {creatorName} Shop' splash on /explore/:displayName. */
  creatorSplash?: boolean;
};

export type BannersProps = { flags?: BannerFlags; hidden?: boolean };

/** Every shell banner for the current viewport, auth and route (host mounts it in #banners). */
export function Banners({ flags = {}, hidden = false }: BannersProps) {
  const { t } = useTranslation('shell-ui');
  const auth = useTopic('auth');
  const { pathname } = useLocation();
  const xs = useMediaQuery(mq.query.down('sm'));
  const mdUp = useMediaQuery(mq.query.up('md'));
  const match = matchRoute(pathname);
  const explore = match?.route.name === 'explore-displayName';
  const displayName = explore ? match?.params['displayName'] : undefined;
  const loggedOut = auth?.status !== 'authenticated';
  return (
    <>
      {!hidden && mdUp ? <DesktopTopBanner autoDismissOnScroll={Boolean(flags.desktopBannerAutoDismiss) && Boolean(match?.route.name.startsWith('explore'))} /> : null}
      {!hidden && !mdUp ? (
        <Strip aria-label={t('banner.appDownload')}>
          <span>{t('banner.appDownload')}</span>
          <PillLink href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
            {t('banner.getApp')}
          </PillLink>
        </Strip>
      ) : null}
      {loggedOut && xs ? (
        <Strip aria-label={t('banner.registration')} data-testid="registration-banner">
          <span>{t('banner.registration')}</span>
          <SignupLink to="/signup">{t('banner.signUp')}</SignupLink>
        </Strip>
      ) : null}
      {xs ? <InAppBrowserNotice /> : null}
      {flags.creatorSplash && displayName ? <SplashScreen key={displayName} displayName={displayName} /> : null}
    </>
  );
}
