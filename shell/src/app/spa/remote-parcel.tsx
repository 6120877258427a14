import type { PlatformContext } from '@ltk/platform';
import type { RemoteModuleId } from '../federation/remote-modules';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { loadRemoteModule } from '../federation/load-remote-module';
import { createRemoteProblems } from './remote-problems';

// Not 'mfe_cart/cart-drawer': the cart drawer is the mfe_cart application, so only one drawer can mount.
type ParcelId = Extract<
  RemoteModuleId,
  'mfe_search/search-menu' | 'mfe_discover/discover-feed' | 'mfe_account/legal'
>;

export interface RemoteParcelProps {
  id: ParcelId;
  platform: PlatformContext;
  /** False defers loading the remote (and its entry) until it turns true; default true. */
  enabled?: boolean;
  /** Called once the parcel has mounted (e.g. to hand over to it and drop a stand-in). */
  onMounted?: () => void;
  children: (slotRef: (element: HTMLElement | null) => void) => ReactNode;
}

/**
 * Mounts a remote's parcel into the element its owner hands out through the render prop (e.g. the
 * header's search slot). A parcel that fails to load or mount leaves the slot empty (the rest keeps working); the
 * console and an analytics error event name the cause.
 */
export function RemoteParcel({ id, platform, enabled = true, onMounted, children }: RemoteParcelProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const parcel = useRef<Parcel | null>(null);
  const slotRef = useCallback((node: HTMLElement | null) => setElement(node), []);
  const mountedCallback = useRef(onMounted);
  mountedCallback.current = onMounted;

  useEffect(() => {
    if (!element || !enabled) return undefined;
    let cancelled = false;
    const report = (error: unknown, phase: 'load' | 'mount') =>
      void createRemoteProblems(null, platform.bus).fail(id.slice(0, id.indexOf('/')), error, phase);
    const container = document.createElement('div');
    element.appendChild(container);
    loadRemoteModule(id)
      .then((config) => {
        if (cancelled) return;
        parcel.current = mountRootParcel(config, { platform, domElement: container });
        parcel.current.mountPromise.then(
          () => {
            if (!cancelled) mountedCallback.current?.();
          },
          (error: unknown) => report(error, 'mount'),
        );
      })
      .catch((error: unknown) => report(error, 'load'));
    return () => {
      cancelled = true;
      const mounted = parcel.current;
      parcel.current = null;
      const remove = () => container.remove();
      if (mounted && mounted.getStatus() === 'MOUNTED') void mounted.unmount().then(remove, remove);
      else remove();
    };
  }, [element, enabled, id, platform]);

  return <>{children(slotRef)}</>;
}
