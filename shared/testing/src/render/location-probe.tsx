import { useLocation } from 'react-router-dom';

/** Shows the memory router's current URL (path and query) so a test can assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location" data-testid="location">{`${pathname}${search}`}</output>;
}
