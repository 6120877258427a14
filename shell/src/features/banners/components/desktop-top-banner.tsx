import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBus } from '@ltk/platform';
import { recordDismissal, type DismissalType } from '../lib/banner-dismissals';
import { CloseButton, PillLink, Strip } from './banner-styles';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './store-links';

export const DESKTOP_BANNER_JOURNEY = 'desktop-top-banner';

/** md and up: 'Shop Creator looks you love on the LTK app'; on explore pages it may auto-dismiss after half a window of scroll. */
export function DesktopTopBanner({ autoDismissOnScroll }: { autoDismissOnScroll: boolean }) {
  const { t } = useTranslation('shell-ui');
  const bus = useBus();
  const [open, setOpen] = useState(true);

  const dismiss = (type: DismissalType) => {
    setOpen(false);
    recordDismissal(localStorage, DESKTOP_BANNER_JOURNEY, type);
    bus.publish('analytics/event', { name: 'banner/dismiss', type, properties: { journey: DESKTOP_BANNER_JOURNEY } });
  };

  useEffect(() => {
    if (!open || !autoDismissOnScroll) return undefined;
    const onScroll = () => {
      if (window.scrollY > window.innerHeight / 2) dismiss('auto-dismissed');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, autoDismissOnScroll]);

  if (!open) return null;
  return (
    <Strip aria-label={t('banner.desktopTitle')}>
      <strong>{t('banner.desktopTitle')}</strong>
      <PillLink href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
        {t('banner.googlePlay')}
      </PillLink>
      <PillLink href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
        {t('banner.appStore')}
      </PillLink>
      <CloseButton type="button" aria-label={t('banner.close')} onClick={() => dismiss('user-dismissed')}>
        ×
      </CloseButton>
    </Strip>
  );
}
