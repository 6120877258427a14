// `@ltk/ui/lazy-page`: the Suspense boundary of a remote's lazily loaded pages. Outside the shared `@ltk/ui` module,
// so a remote's first chunk carries no more than the few lines it had of its own.
import type { ReactNode } from 'react';
import { Suspense } from 'react';
// By package name: the shared @ltk/ui module's spinner, not a second copy in the chunk.
import { Spinner } from '@ltk/ui';

/** A lazily loaded page: the spinner until its chunk is in. */
export function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
