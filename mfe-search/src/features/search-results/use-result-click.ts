import { ANALYTICS_EVENTS } from '@ltk/contracts';
import { logger } from '@ltk/contracts/log';
import { useApi, useBus } from '@ltk/platform';
import { selectIsLoggedIn, useAppSelector } from '@ltk/store';
import { useCallback } from 'react';

/** The search click event the api records (POST /v1/analytics/clicks). */
const SEARCH_RESULT_CLICK = 'search_result_click';

export type ResultType = 'post' | 'profile';

/**
 * Reports a click on a search result: the result-click analytics event always, and for a logged-in user
 * POST /v1/analytics/clicks (section 6); a failed report is logged, never shown.
 */
export function useResultClick(keyword: string, type: ResultType) {
  const api = useApi();
  const bus = useBus();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return useCallback(
    (contentId: string, position: number) => {
      const click = {
        search_string: keyword,
        content_id: contentId,
        content_type: type,
        click_position: position,
        index: type === 'post' ? 'posts' : 'creators',
        search_experience: 'search_page',
      };
      bus.publish('analytics/event', { name: ANALYTICS_EVENTS.searchClick, properties: click });
      if (!loggedIn) return;
      api
        .postAnalyticsClick({
          event: SEARCH_RESULT_CLICK,
          ...click,
          root_referrer: document.referrer || undefined,
        })
        .catch((error: unknown) => logger.warn('Error reporting a search click', error));
    },
    [api, bus, keyword, loggedIn, type],
  );
}

/** Calls `report` when a click inside a result lands on one of its links (mouse or keyboard). */
export function onLinkClick(report: () => void) {
  return (event: { target: EventTarget | null }) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) report();
  };
}
