import type { RemoteName } from '@ltk/contracts';
import { useTopic } from '@ltk/platform';
import { matchRoute } from '@ltk/routes';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { MOUNTED, getAppStatus, triggerAppChange, unloadApplication } from 'single-spa';
import type { RemoteFailures } from '../spa/remote-failures';
import type { ShellRegions } from './regions';
import { RemoteFallback } from './remote-fallback';
import { MinimalNotFound } from './minimal-not-found';
import { useRemoteFailures } from './use-remote-failures';

/** What shell features render into the layout; every slot is optional. */
export interface ShellSlots {
  header?: ReactNode;
  banners?: ReactNode;
  modals?: ReactNode;
  footer?: ReactNode;
  /** The error screen for a status: 404 for unknown routes, or a page error a remote raised (falls back to a minimal 404). */
  errorScreen?: (status: number) => ReactNode;
  /** Shell-owned pages by route name (login, signup, logout, auth callback ...). */
  pages?: Partial<Record<string, ReactNode>>;
}

function retry(name: string, failures: RemoteFailures) {
  failures.recover(name);
  if (getAppStatus(name) === MOUNTED) void unloadApplication(name).catch(() => undefined);
  else void triggerAppChange();
}

/** The shell's React tree: portals into the layout slots, its own pages, 404 and remote fallbacks. */
export function ShellLayout({
  regions,
  failures,
  slots,
  cartActive,
}: {
  regions: ShellRegions;
  failures: RemoteFailures;
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
  const notFound = () => slots.errorScreen?.(404) ?? <MinimalNotFound />;

  let page: ReactNode = null;
  if (!match) page = notFound();
  else if (owner === 'shell') page = slots.pages?.[match.route.name] ?? notFound();
  else if (owner && failed.has(owner))
    page = <RemoteFallback name={owner} onRetry={() => retry(owner, failures)} />;
  else if (pageError) page = slots.errorScreen?.(pageError.status) ?? <MinimalNotFound />;

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
    failed.has(cart) && cartActive(location.search) ? (
      <RemoteFallback name={cart} onRetry={() => retry(cart, failures)} />
    ) : null;

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
