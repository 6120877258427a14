import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorPageBoundary } from './error-page-boundary';

const ErrorContent = lazy(() => import(/* webpackChunkName: "error-screen" */ './error-content'));

export type ErrorScreenProps = {
  /** 404 shows the not-found texts; anything else the generic error texts. */
  status?: number;
  /** Rendered below the message (the host passes the discover feed region). */
  children?: ReactNode;
};

/**
 * Section-2 error screen: 404 or generic texts, 'Discover More' when logged in, noindex, a page view.
 * `children` (the discover feed) render beside the lazily loaded texts, so both load in parallel.
 */
export function ErrorScreen({ status, children }: ErrorScreenProps) {
  return (
    <ErrorPageBoundary>
      <div data-status={status ?? 404}>
        <Suspense fallback={null}>
          <ErrorContent status={status} />
        </Suspense>
        {children}
      </div>
    </ErrorPageBoundary>
  );
}
