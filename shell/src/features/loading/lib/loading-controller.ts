import { TIMEOUTS } from '@ltk/contracts';

export type LoadingPhase = 'hidden' | 'loading' | 'done';

/**
 * Section 9 loading bar: shown only when loading lasts past the 200 ms throttle, fills over 3 s,
 * and is hidden 500 ms after the load finishes.
 */
export function createLoadingController(onPhase: (phase: LoadingPhase) => void) {
  let pending = 0;
  let phase: LoadingPhase = 'hidden';
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: LoadingPhase) => {
    if (next !== phase) {
      phase = next;
      onPhase(next);
    }
  };
  return {
    start() {
      pending += 1;
      clearTimeout(hideTimer);
      if (phase === 'done') set('loading');
      if (phase === 'hidden' && !showTimer) {
        showTimer = setTimeout(() => {
          showTimer = undefined;
          if (pending > 0) set('loading');
        }, TIMEOUTS.loadingBarThrottleMs);
      }
    },
    finish() {
      pending = Math.max(0, pending - 1);
      if (pending > 0) return;
      clearTimeout(showTimer);
      showTimer = undefined;
      if (phase !== 'loading') return;
      set('done');
      hideTimer = setTimeout(() => set('hidden'), TIMEOUTS.loadingBarHideDelayMs);
    },
    dispose() {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
    },
  };
}
