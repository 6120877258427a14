import { FEED_EVENTS, IMPRESSION, PAGE_SIZES, type AnalyticsEventPayload } from '@ltk/contracts';

/** The feed's items: the list items the feed lists render, keyed by their post and placed in the whole feed. */
const ITEMS = 'li[data-key][aria-posinset]';

/**
 * Counts what a shopper saw of one feed (spec section 9). An item is an impression the first time at least half of it
 * is visible below the top 80 px of the viewport (the header); each counts once. The deepest position seen gives the
 * scroll page, ceil(n / 30): each new page is one scroll event. Items the virtualised list adds later are watched as
 * they arrive, until `signal` aborts (the feed left the page).
 */
export function trackImpressions(
  container: HTMLElement,
  feed: string,
  publish: (event: AnalyticsEventPayload) => void,
  signal: AbortSignal,
): void {
  if (signal.aborted || typeof IntersectionObserver === 'undefined') return;
  const seen = new Set<string>();
  let deepest = 0;
  let pageSent = 0;
  const intersections = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < IMPRESSION.visibleRatio) continue;
        const item = entry.target as HTMLElement;
        const id = item.dataset['key'] ?? '';
        intersections.unobserve(item);
        if (seen.has(id)) continue;
        seen.add(id);
        const position = Number(item.getAttribute('aria-posinset')) || 0;
        deepest = Math.max(deepest, position);
        publish({ name: FEED_EVENTS.impression, properties: { feed, id, position } });
      }
      const page = Math.ceil(deepest / PAGE_SIZES.scrollEventPage);
      if (page > pageSent) {
        pageSent = page;
        publish({ name: FEED_EVENTS.scroll, properties: { feed, page } });
      }
    },
    { threshold: IMPRESSION.visibleRatio, rootMargin: IMPRESSION.rootMargin },
  );
  const watch = (root: ParentNode) => {
    for (const item of root.querySelectorAll<HTMLElement>(ITEMS))
      if (!seen.has(item.dataset['key'] ?? '')) intersections.observe(item);
  };
  const mutations = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof HTMLElement) {
          if (node.matches(ITEMS)) intersections.unobserve(node);
          for (const item of node.querySelectorAll(ITEMS)) intersections.unobserve(item);
        }
    watch(container);
  });
  mutations.observe(container, { childList: true, subtree: true });
  watch(container);
  signal.addEventListener('abort', () => {
    mutations.disconnect();
    intersections.disconnect();
  });
}
