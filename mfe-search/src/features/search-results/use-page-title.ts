import { useRuntimeConfig } from '@ltk/platform';
import { pageTitle } from '@ltk/routes';
import { useEffect } from 'react';

/** Sets the document title with the '%s | {brand}' template. */
export function usePageTitle(title: string) {
  const { brand } = useRuntimeConfig();
  useEffect(() => {
    document.title = pageTitle(title, brand);
  }, [title, brand]);
}
