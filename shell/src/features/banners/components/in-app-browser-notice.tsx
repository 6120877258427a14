import { TIMEOUTS } from '@ltk/contracts';
import { useBus } from '@ltk/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isInAppBrowser } from '../lib/in-app-browser';
import { CloseButton, PillLink, Strip } from './banner-styles';

/** xs inside a social app's webview: after 3 s, ask to open the page in the browser; dismissable. */
export function InAppBrowserNotice({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation('shell-ui');
  const bus = useBus();
  const [shown, setShown] = useState(false);
  const inApp = isInAppBrowser(userAgent);
  useEffect(() => {
    if (!inApp) return undefined;
    const timer = setTimeout(() => setShown(true), TIMEOUTS.inAppNoticeMs);
    return () => clearTimeout(timer);
  }, [inApp]);
  if (!shown) return null;
  const dismiss = () => {
    setShown(false);
    bus.publish('analytics/event', { name: 'banner/dismiss', type: 'open in browser' });
  };
  return (
    <Strip role="dialog" aria-label={t('banner.openInBrowser')}>
      <span>{t('banner.openInBrowser')}</span>
      <PillLink href={window.location.href} target="_blank" rel="noopener noreferrer">
        {t('banner.openInBrowserAction')}
      </PillLink>
      <CloseButton type="button" aria-label={t('banner.dismiss')} onClick={dismiss}>
        ×
      </CloseButton>
    </Strip>
  );
}
