import { useEffect } from 'react';
import { TOPICS } from '@ltk/contracts';
import { useBus } from './use-platform';

/**
 * Publishes the page's own title on the bus ('page/title'); whoever hosts the remote applies the
 * '%s | {brand}' template (the shell, or the standalone harness). `undefined` or blank publishes nothing,
 * so the host's default stays (e.g. while the page's data loads).
 */
export function usePageTitle(title: string | undefined): void {
  const bus = useBus();
  const value = title?.trim();
  useEffect(() => {
    if (value) bus.publish(TOPICS.pageTitle, { title: value });
  }, [bus, value]);
}
