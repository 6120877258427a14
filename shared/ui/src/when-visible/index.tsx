// `@ltk/ui/when-visible`: a section loaded when its place is on the screen. Outside the shared `@ltk/ui` module, so
// only the pages that use it carry it.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export type WhenVisibleProps = {
  /** The section, usually `lazy()`: its chunk loads when its place is on the screen. */
  children: ReactNode;
  /** The space the section takes, kept while its chunk and data load, so nothing below moves when it arrives. */
  minHeight: number;
};

/**
 * A section that loads when its place is on the screen (scrolled to, or on a first screen tall enough): until then
 * only an empty box of its height is in the page (no chunk, no request); then the section, under Suspense. No margin
 * ahead of the viewport: a section just below the first screen stays out of the first load.
 */
export function WhenVisible({ children, minHeight }: WhenVisibleProps) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  const box = <div ref={place} style={{ minHeight }} />;
  return shown ? <Suspense fallback={box}>{children}</Suspense> : box;
}
