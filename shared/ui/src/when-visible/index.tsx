// `@ltk/ui/when-visible`: a section loaded when its place is on the screen. Outside the shared `@ltk/ui` module, so
// only the pages that use it carry it.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export type WhenVisibleProps = {
  /** The section, usually `lazy()`: its chunk loads when its place is on the screen. */
  children: ReactNode;
  /** The space the section takes, kept while its chunk and data load, so nothing below moves when it arrives. */
  minHeight: number;
};

/** How long after the page's `load` a section may start loading: the page's own first screen comes first. */
const AFTER_LOAD_MS = 2000;

let settled: Promise<void> | undefined;
/** Resolves two seconds after the page's `load` (once per page). */
function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const wait = () => setTimeout(resolve, AFTER_LOAD_MS);
    if (document.readyState === 'complete') wait();
    else addEventListener('load', wait, { once: true });
  });
  return settled;
}

/**
 * A section that loads when its place is on the screen (scrolled to, or on a first screen tall enough), and not
 * before two seconds after the page's load: until then only an empty box of its height is in the page (no chunk, no
 * request); then the section, under Suspense. No margin ahead of the viewport: a section just below the first screen
 * stays out of the first load, and one on a tall first screen arrives after the page's own content.
 */
export function WhenVisible({ children, minHeight }: WhenVisibleProps) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return undefined;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    void pageSettled().then(() => {
      if (cancelled) return;
      if (typeof IntersectionObserver === 'undefined') {
        setShown(true);
        return;
      }
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      });
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [shown]);
  const box = <div ref={place} style={{ minHeight }} />;
  return shown ? <Suspense fallback={box}>{children}</Suspense> : box;
}
