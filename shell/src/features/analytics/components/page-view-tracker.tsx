import { TIMEOUTS } from '@ltk/contracts';
import { useBus } from '@ltk/platform';
import { matchRoute } from '@ltk/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Publishes a page view with the section-2 route name on every route change (after the title settles). */
export function PageViewTracker() {
  const bus = useBus();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const match = matchRoute(pathname);
    if (!match) return undefined; // the 404 screen sends its own page view
    const timer = setTimeout(() => {
      bus.publish('analytics/page-view', {
        path: `${pathname}${search}`,
        routeName: match.route.name,
        title: document.title,
      });
    }, TIMEOUTS.pageViewPushDelayMs);
    return () => clearTimeout(timer);
  }, [bus, pathname, search]);
  return null;
}
