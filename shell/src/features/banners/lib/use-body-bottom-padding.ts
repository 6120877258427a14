import { useLayoutEffect, type RefObject } from 'react';

/** While the element is mounted, pads the body by its height so a fixed bottom bar never covers the page's end. */
export function useBodyBottomPadding(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const { style } = document.body;
    const previous = style.paddingBottom;
    const apply = () => {
      style.paddingBottom = `${Math.ceil(element.getBoundingClientRect().height)}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      style.paddingBottom = previous;
    };
  }, [ref]);
}
