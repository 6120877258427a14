import { css, keyframes } from '@emotion/react';
import { TIMEOUTS } from '@ltk/contracts';
import { selectVisitContentReady, useAppSelector } from '@ltk/store';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
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

/**
 * Whether the page's HTML painted the shop's first feed cards (the shell server's pre-paint layer, shell/src/server/
 * prepaint.ts, there until the shop's own cards replace it): the first visit's content is on screen already.
 */
const prepaintedFeed = () => document.querySelector('#ltk-prepaint li img') !== null;

/**
 * 'Visiting {creatorName} Shop' during the first 2 s of a creator shop visit (name cut at 20), gone as soon as the shop
 * has its first content on screen: the shop marks its visit (the history entry's `location.key`, the same in the
 * shop's router and the shell's) ready in the store, and the splash reads that mark whenever it mounts, so it never
 * comes over a shop that was ready before its chunk arrived, nor over the first cards the HTML painted. Once gone it
 * stays gone for this mount.
 */
export function SplashScreen({ displayName }: { displayName: string }) {
  const { t } = useTranslation('shell-ui');
  const { key } = useLocation();
  const ready = useAppSelector((state) => selectVisitContentReady(state, key));
  const [done, setDone] = useState(prepaintedFeed);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), TIMEOUTS.splashMs);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (ready) setDone(true);
  }, [ready]);
  if (done || ready) return null;
  return (
    <div css={overlay} role="status" data-testid="creator-splash">
      <span css={logo} aria-hidden="true">
        LTK
      </span>
      <p>{t('banner.visitingShop', { creatorName: splashName(displayName) })}</p>
    </div>
  );
}
