import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEEP_LINK_JOURNEYS } from '../lib/banner-dismissals';
import { useDeepLinkJourney } from '../lib/use-deep-link-journey';
import appStoreBadge from './app-store-badge.svg';
import { CloseButton, StoreBadge, Strip } from './banner-styles';
import googlePlayBadge from './google-play-badge.svg';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './store-links';

/** md and up: 'Shop Creator looks you love on the LTK app'; on explore pages it may auto-dismiss after half a window of scroll. */
export function DesktopTopBanner({ autoDismissOnScroll }: { autoDismissOnScroll: boolean }) {
  const { t } = useTranslation('shell-ui');
  const { dismissed, dismiss } = useDeepLinkJourney(DEEP_LINK_JOURNEYS.desktopTopBanner);

  useEffect(() => {
    if (dismissed || !autoDismissOnScroll) return undefined;
    const onScroll = () => {
      if (window.scrollY > window.innerHeight / 2) dismiss('auto-dismissed');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [dismissed, autoDismissOnScroll, dismiss]);

  if (dismissed) return null;
  return (
    <Strip aria-label={t('banner.desktopTitle')}>
      <strong>{t('banner.desktopTitle')}</strong>
      <StoreBadge href={GOOGLE_PLAY_URL} src={googlePlayBadge} width={135} alt={t('banner.googlePlay')} />
      <StoreBadge href={APP_STORE_URL} src={appStoreBadge} width={120} alt={t('banner.appStore')} />
      <CloseButton type="button" aria-label={t('banner.close')} onClick={() => dismiss('user-dismissed')}>
        ×
      </CloseButton>
    </Strip>
  );
}
