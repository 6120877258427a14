/** Analytics event names (spec sections 2 and 4), verbatim. */
import * as ANALYTICS_EVENTS from './analytics-event-names';

export { ANALYTICS_EVENTS };

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/**
 * Feed analytics (section 9; the spec names neither event): an item at least half visible below the header, and a
 * feed scrolled into a new page of 30 items, page = ceil(n / 30). Apart from `ANALYTICS_EVENTS`, so only the feeds
 * that track them bundle the names.
 */
export const FEED_EVENTS = { impression: '/impression', scroll: '/scroll' } as const;
