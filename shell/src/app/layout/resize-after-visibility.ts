import { RESIZE_AFTER_VISIBILITY_MS } from '@ltk/contracts';

/**
 * Section 9: a page shown again (its tab back in front, where the window may have changed size meanwhile) sends a
 * `resize` 100 ms later, so every list that lays itself out by the window (the masonry feeds, the header's rows)
 * does so again.
 */
export function installResizeAfterVisibility(doc: Document = document, win: Window = window) {
  doc.addEventListener('visibilitychange', () => {
    if (!doc.hidden) setTimeout(() => win.dispatchEvent(new Event('resize')), RESIZE_AFTER_VISIBILITY_MS);
  });
}
