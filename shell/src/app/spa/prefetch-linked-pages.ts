import type { RemoteName } from '@ltk/contracts';
import { matchRoute } from '@ltk/routes';

export interface LinkPrefetchOptions {
  /** Loads the remote that owns a linked page (its manifest, entry and first chunk). */
  prefetch: (remote: RemoteName) => Promise<unknown>;
  /** False on 2g or data-saver connections (section 9): nothing is prefetched. */
  allowed: () => boolean;
  doc?: Document;
}

/**
 * Prefetches the code of a linked page when the user shows intent (pointer over, or keyboard focus on,
 * a same-origin link to a page of a remote not loaded yet), so the navigation does not wait for it.
 * Each remote is prefetched once; a failed prefetch may be tried again on the next intent.
 */
export function startLinkPrefetch({ prefetch, allowed, doc = document }: LinkPrefetchOptions): () => void {
  const started = new Set<RemoteName>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, doc.baseURI);
    if (url.origin !== new URL(doc.baseURI).origin) return;
    const remote = matchRoute(url.pathname)?.route.remote;
    if (!remote || remote === 'shell' || started.has(remote) || !allowed()) return;
    started.add(remote);
    prefetch(remote).catch(() => started.delete(remote));
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
