import { TOPICS } from '@ltk/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBus } from '../hooks/use-platform';
import { pageNotFound, type PageError } from './page-error';

/**
 * Reports that the current page cannot be shown: the host renders its error screen (section 2: 404 or
 * 'An error occurred', 'Discover More', the discover feed below, not indexed) in place of the remote's
 * region, for this path only. Cleared when the page unmounts or the error goes.
 */
export function usePageError(error: PageError | null): void {
  const bus = useBus();
  const { pathname } = useLocation();
  const status = error?.status;
  const code = error?.error_code;
  const message = error?.message;
  useEffect(() => {
    if (status === undefined || code === undefined) return undefined;
    bus.publish(TOPICS.pageError, { status, error_code: code, message: message ?? '', path: pathname });
    const raisedHere = () => bus.current(TOPICS.pageError)?.path === pathname;
    // Clear only our own error: a page that raised one for its new path meanwhile keeps it.
    return () => {
      if (raisedHere()) bus.publish(TOPICS.pageError, null);
    };
  }, [bus, pathname, status, code, message]);
}

/** Renders nothing and raises `error` for the current page (see `usePageError`). */
export function RaisePageError({ error }: { error: PageError }) {
  usePageError(error);
  return null;
}

/** A route the remote does not have (its `*` route) or params that fail validation: the shell's 404 screen. */
export function RaiseNotFound({ message }: { message?: string }) {
  const { pathname } = useLocation();
  usePageError(pageNotFound(message ?? `No page at ${pathname}`));
  return null;
}
