import { useBus } from '@ltk/platform';
import { useCallback, useState } from 'react';
import {
  BANNER_DISMISS_EVENT,
  isDismissed,
  recordDismissal,
  type DeepLinkJourney,
  type DismissalType,
} from './banner-dismissals';

function pageStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A deep-link banner journey: hidden while its last dismissal has not expired; `dismiss` hides it,
 * records the dismissal and publishes the analytics event with the dismissal type.
 */
export function useDeepLinkJourney(journey: DeepLinkJourney): {
  dismissed: boolean;
  dismiss: (type: DismissalType) => void;
} {
  const bus = useBus();
  const [dismissed, setDismissed] = useState(() => isDismissed(pageStorage(), journey));
  const dismiss = useCallback(
    (type: DismissalType) => {
      setDismissed(true);
      recordDismissal(pageStorage(), journey, type);
      bus.publish('analytics/event', { name: BANNER_DISMISS_EVENT, type, properties: { journey } });
    },
    [bus, journey],
  );
  return { dismissed, dismiss };
}
