import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onEnter` when the element given to the returned ref callback scrolls into view, while `enabled`.
 * Re-arms whenever the element or `enabled` changes, so a trigger still in view after a page load fires again.
 */
export function useIntersectionTrigger(onEnter: () => void, enabled: boolean, rootMargin = '0px') {
  const [element, setElement] = useState<Element | null>(null);
  const callback = useRef(onEnter);
  useEffect(() => {
    callback.current = onEnter;
  }, [onEnter]);

  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, rootMargin]);

  return setElement;
}
