import { mq } from '@ltk/ui';
import { useSyncExternalStore } from 'react';

const QUERY = mq.query.down('sm');

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on extra-small screens (below sm), following resizes. */
export function useExtraSmall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
