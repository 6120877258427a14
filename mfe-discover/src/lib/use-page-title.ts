import { useRuntimeConfig } from '@ltk/platform';
import { pageTitle } from '@ltk/routes';
import { useEffect } from 'react';

/**
 * Sets the page title ('%s | {brand}'). Page views are not sent here: the shell's tracker publishes one per
 * route change (reading this title), so a remote sending its own would count every visit twice.
 */
export function usePageTitle(title: string) {
  const { brand } = useRuntimeConfig();
  useEffect(() => {
    document.title = pageTitle(title, brand);
  }, [brand, title]);
}
