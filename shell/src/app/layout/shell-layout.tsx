import type { RemoteName } from '@ltk/contracts';
import { useTopic } from '@ltk/platform';
import { matchRoute } from '@ltk/routes';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { MOUNTED, getAppStatus, triggerAppChange, unloadApplication } from 'single-spa';
import { ErrorPageBoundary } from '../../features/error-screen';
import type { RemoteProblem } from '../federation/remote-problem';
import type { RemoteFailures } from '../spa/remote-failures';
import type { ShellRegions } from './regions';
import { useRemoteFailures } from './use-remote-failures';

/** What shell features render into the layout; every slot but the error screen is optional. */
export interface ShellSlots {
  header?: ReactNode;
  banners?: ReactNode;
  modals?: ReactNode;
  footer?: ReactNode;
  /** The error screen for a status: 404 for unknown routes, or a page error a remote raised. */
  errorScreen: (status: number) => ReactNode;
  /** Shell-owned pages by route name (login, signup, logout, auth callback ...). */
  pages?: Partial<Record<string, ReactNode>>;
}

// Only a failed remote shows it: in the chunk that names the failure (remote-problems.ts), like the error screen's.
const RemoteFallback = lazy(() =>
  import(/* webpackChunkName: "remote-failure" */ './remote-fallback').then((m) => ({
    default: m.RemoteFallback,
  })),
);

function retry(name: string, failures: RemoteFailures) {
  failures.recover(name);
  if (getAppStatus(name) === MOUNTED) void unloadApplication(name).catch(() => undefined);
  else void triggerAppChange();
}

function fallback(name: string, problem: RemoteProblem | null, failures: RemoteFailures) {
  return (
    <ErrorPageBoundary>
      <Suspense fallback={null}>
        <RemoteFallback name={name} problem={problem} onRetry={() => retry(name, failures)} />
      </Suspense>
    </ErrorPageBoundary>
  );
}

/** The shell's React tree: portals into the layout slots, its own pages, 404 and remote fallbacks. */
export function ShellLayout({
  regions,
  failures,
  showCauses = false,
  slots,
  cartActive,
}: {
  regions: ShellRegions;
  failures: RemoteFailures;
  /** A fallback names why its remote failed (runtime config `overrides.enabled`); shoppers see the generic text. */
  showCauses?: boolean;
  slots: ShellSlots;
  cartActive: (search: string) => boolean;
}) {
  const location = useLocation();
  const failed = useRemoteFailures(failures);
  const match = matchRoute(location.pathname);
  const owner = match?.route.remote;
  // A page error the route's remote raised for this very path (section 8); stale ones are ignored.
  const raised = useTopic('page/error');
  const pageError =
    raised && raised.path === location.pathname && owner && owner !== 'shell' && !failed.has(owner)
      ? raised
      : null;
  const notFound = () => slots.errorScreen(404);

  let page: ReactNode = null;
  if (!match) page = notFound();
  else if (owner === 'shell') page = slots.pages?.[match.route.name] ?? notFound();
  else if (owner && failed.has(owner))
    page = fallback(owner, (showCauses && failed.get(owner)) || null, failures);
  else if (pageError) page = slots.errorScreen(pageError.status);

  // The error screen replaces the remote's page: hide its region (it stays mounted, to recover in place).
  const hiddenRemote = pageError ? (owner as RemoteName) : null;
  useEffect(() => {
    if (!hiddenRemote) return undefined;
    const region = regions.remote(hiddenRemote);
    region.hidden = true;
    return () => {
      region.hidden = false;
    };
  }, [hiddenRemote, regions]);

  const cart: RemoteName = 'mfe_cart';
  const cartFallback =
    failed.has(cart) && cartActive(location.search)
      ? fallback(cart, (showCauses && failed.get(cart)) || null, failures)
      : null;

  return (
    <>
      {slots.header ? createPortal(slots.header, regions.header) : null}
      {slots.banners ? createPortal(slots.banners, regions.banners) : null}
      {createPortal(page, regions.page)}
      {cartFallback ? createPortal(cartFallback, regions.drawer) : null}
      {slots.modals ? createPortal(slots.modals, regions.modals) : null}
      {slots.footer ? createPortal(slots.footer, regions.footer) : null}
    </>
  );
}
