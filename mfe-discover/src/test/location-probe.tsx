import { useLocation } from 'react-router-dom';

/** Shows the memory router's current URL so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}
