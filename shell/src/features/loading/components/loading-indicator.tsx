import { css, keyframes } from '@emotion/react';
import { TIMEOUTS } from '@ltk/contracts';
import { pageLoadEnded, selectIsPageLoad, useAppStore } from '@ltk/store';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoadingController, type LoadingPhase } from '../lib/loading-controller';

const fill = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });

const bar = (phase: LoadingPhase) =>
  css({
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    height: 3,
    zIndex: 2000,
    background: '#111',
    transformOrigin: 'left',
    pointerEvents: 'none',
    opacity: phase === 'done' ? 0 : 1,
    transition: `opacity ${TIMEOUTS.loadingBarHideDelayMs}ms ease`,
    ...(phase === 'loading'
      ? { animation: `${fill} ${TIMEOUTS.loadingBarDurationMs}ms ease-out forwards` }
      : { transform: 'scaleX(1)' }),
  });

/**
 * Page loading bar driven by single-spa routing events (before-routing-event starts, routing-event finishes),
 * for navigations after the page's first load: the section-4 page-load flag (on at start, ended here after 2 s
 * or earlier by a page, the hashtag page after its first fetch) keeps it hidden while the page first loads.
 */
export function LoadingIndicator({
  target = window,
}: {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}) {
  const { t } = useTranslation('shell-ui');
  const [phase, setPhase] = useState<LoadingPhase>('hidden');
  const store = useAppStore();
  useEffect(() => {
    const controller = createLoadingController(setPhase);
    const timer = setTimeout(() => store.dispatch(pageLoadEnded()), TIMEOUTS.pageLoadFlagMs);
    const start = () => {
      if (!selectIsPageLoad(store.getState())) controller.start();
    };
    const finish = () => controller.finish();
    target.addEventListener('single-spa:before-routing-event', start);
    target.addEventListener('single-spa:routing-event', finish);
    return () => {
      target.removeEventListener('single-spa:before-routing-event', start);
      target.removeEventListener('single-spa:routing-event', finish);
      controller.dispose();
      clearTimeout(timer);
    };
  }, [target, store]);
  if (phase === 'hidden') return null;
  return (
    <div
      css={bar(phase)}
      role="progressbar"
      aria-label={t('loading.label')}
      aria-busy={phase === 'loading'}
      data-phase={phase}
    />
  );
}
