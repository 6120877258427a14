// `@ltk/platform/impressions`: not a shared module (shared/mf-config): each feed bundles this hook, and the tracker
// itself is a chunk of its own, loaded on the shopper's first scroll (no first-load bytes beyond the hook).
import { useCallback } from 'react';
// By package name: the shared @ltk/platform (its context), not a second copy in the remote.
import { useBus } from '@ltk/platform';

/**
 * Impressions and scroll events of a feed (`trackImpressions`): returns the ref callback of the element around the
 * feed's list. The tracker loads with the first scroll of the page; cards already on screen then count at once.
 */
export function useFeedImpressions(feed: string): (element: HTMLElement | null) => (() => void) | undefined {
  const bus = useBus();
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const ended = new AbortController();
      const start = () =>
        void import(/* webpackChunkName: "impressions" */ './track-impressions').then(
          ({ trackImpressions }) =>
            trackImpressions(element, feed, (event) => bus.publish('analytics/event', event), ended.signal),
        );
      window.addEventListener('scroll', start, { once: true, passive: true });
      return () => {
        window.removeEventListener('scroll', start);
        ended.abort();
      };
    },
    [feed, bus],
  );
}
