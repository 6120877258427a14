import type { RemoteName } from '@ltk/contracts';
import { matchRoute } from '@ltk/routes';
import type { ReactNode } from 'react';
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
  /** The 404 screen (falls back to a minimal one). */
  notFound?: ReactNode;
  /** Shell-owned pages by route name (login, signup, logout, auth callback ...). */
  pages?: Partial<Record<string, ReactNode>>;
}

function retry(name: string, failures: RemoteFailures) {
  failures.recover(name);
  if (getAppStatus(name) === MOUNTED) void unloadApplication(name).catch(() => undefined);
  else void triggerAppChange();
}

/** The shell's React tree: portals into the layout slots, its own pages, 404 and remote fallbacks. */
export function ShellLayout({ regions, failures, slots, cartActive }: { regions: ShellRegions; failures: RemoteFailures; slots: ShellSlots; cartActive: (search: string) => boolean }) {
  const location = useLocation();
  const failed = useRemoteFailures(failures);
  const match = matchRoute(location.pathname);
  const owner = match?.route.remote;

  let page: ReactNode = null;
  if (!match) page = slots.notFound ?? <MinimalNotFound />;
  else if (owner === 'shell') page = slots.pages?.[match.route.name] ?? slots.notFound ?? <MinimalNotFound />;
  else if (owner && failed.has(owner)) page = <RemoteFallback name={owner} onRetry={() => retry(owner, failures)} />;

  const cart: RemoteName = 'mfe_cart';
  const cartFallback = failed.has(cart) && cartActive(location.search) ? <RemoteFallback name={cart} onRetry={() => retry(cart, failures)} /> : null;

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
