import { css } from '@emotion/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEEP_LINK_JOURNEYS } from '../lib/banner-dismissals';
import { useBodyBottomPadding } from '../lib/use-body-bottom-padding';
import { useDeepLinkJourney } from '../lib/use-deep-link-journey';
import { CloseButton, PillLink, strip } from './banner-styles';
import { APP_STORE_URL } from './store-links';

/**
 * Section 9 "Banner margin 76px": the bar's height above the safe area, and so the margin the page keeps free under
 * its end while the bar shows (decision 0058).
 */
const BANNER_MARGIN_PX = 76;

const fixed = css({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 1000,
  flexWrap: 'nowrap',
  boxSizing: 'border-box',
  height: `calc(${BANNER_MARGIN_PX}px + env(safe-area-inset-bottom, 0px))`,
  paddingTop: 0,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
});

/**
 * Below md: the app-download banner, a deep-link journey bar fixed at the bottom ('Get the LTK app' with
 * the app-store link), 76 px tall (the section-9 banner margin the page keeps free under its end); closing hides it
 * until the dismissal expires.
 */
export function BottomBanner() {
  const { t } = useTranslation('shell-ui');
  const { dismissed, dismiss } = useDeepLinkJourney(DEEP_LINK_JOURNEYS.bottomBanner);
  if (dismissed) return null;
  return (
    <OpenBar
      label={t('banner.appDownload')}
      open={t('banner.getApp')}
      close={t('banner.close')}
      onClose={() => dismiss('user-dismissed')}
    />
  );
}

function OpenBar({
  label,
  open,
  close,
  onClose,
}: {
  label: string;
  open: string;
  close: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useBodyBottomPadding(ref);
  return (
    <aside css={[strip, fixed]} ref={ref} aria-label={label} data-testid="bottom-banner">
      <span>{label}</span>
      <PillLink href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
        {open}
      </PillLink>
      <CloseButton type="button" aria-label={close} onClick={onClose}>
        ×
      </CloseButton>
    </aside>
  );
}
