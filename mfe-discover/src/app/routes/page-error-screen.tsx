import { DiscoverFeed } from '../../features/feeds/discover-feed';
import type { PageError } from '../../features/page-error/page-error';
import { PageErrorState } from '../../features/page-error/page-error-state';

/** A page that could not be shown: the error texts with the Discover feed below (section 2). */
export function PageErrorScreen({ error }: { error: PageError }) {
  return (
    <PageErrorState error={error}>
      <DiscoverFeed />
    </PageErrorState>
  );
}
