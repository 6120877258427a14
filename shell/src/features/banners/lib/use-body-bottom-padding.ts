import { CSS_VARIABLES } from '@ltk/contracts';
import { useLayoutEffect, type RefObject } from 'react';

/**
 * While the element is mounted, pads the body by its height so a fixed bottom bar never covers the page's end, and
 * publishes that height as `CSS_VARIABLES.bottomBarHeight` for the remotes' own fixed bars.
 */
export function useBodyBottomPadding(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const { style } = document.body;
    const root = document.documentElement.style;
    const previous = style.paddingBottom;
    const apply = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      style.paddingBottom = height;
      root.setProperty(CSS_VARIABLES.bottomBarHeight, height);
    };
    apply();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      style.paddingBottom = previous;
      root.removeProperty(CSS_VARIABLES.bottomBarHeight);
    };
  }, [ref]);
}
