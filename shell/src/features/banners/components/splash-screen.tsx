import { css, keyframes } from '@emotion/react';
import { TIMEOUTS } from '@ltk/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splashName } from '../lib/splash-name';

const pulse = keyframes({ '0%, 100%': { transform: 'scale(1)' }, '50%': { transform: 'scale(1.15)' } });
const overlay = css({
  position: 'fixed',
  inset: 0,
  zIndex: 1500,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  background: '#fff',
});
const logo = css({
  fontSize: 40,
  fontWeight: 800,
  letterSpacing: 2,
  animation: `${pulse} 1s ease-in-out infinite`,
});

/** 'Visiting {creatorName} Shop' for the first 2 s of a creator shop visit (name cut at 20). */
export function SplashScreen({ displayName }: { displayName: string }) {
  const { t } = useTranslation('shell-ui');
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), TIMEOUTS.splashMs);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div css={overlay} role="status" data-testid="creator-splash">
      <span css={logo} aria-hidden="true">
        LTK
      </span>
      <p>{t('banner.visitingShop', { creatorName: splashName(displayName) })}</p>
    </div>
  );
}
