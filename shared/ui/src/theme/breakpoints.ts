/** Breakpoint lower bounds in px (xs 0, sm 600, md 960, lg 1280, xl 1920). */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

export type Breakpoint = keyof typeof breakpoints;

const order: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

function nextBreakpoint(bp: Breakpoint): Breakpoint | undefined {
  return order[order.indexOf(bp) + 1];
}

/** Media-query helpers for Emotion object and template styles. */
export const mq = {
  /** Width at or above the breakpoint. */
  up: (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`,
  /** Width below the breakpoint. */
  down: (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp] - 0.05}px)`,
  /** Width inside the breakpoint's own range. */
  within: (bp: Breakpoint): string => {
    const next = nextBreakpoint(bp);
    return next
      ? `@media (min-width: ${breakpoints[bp]}px) and (max-width: ${breakpoints[next] - 0.05}px)`
      : `@media (min-width: ${breakpoints[bp]}px)`;
  },
  /** Media query text without `@media` for `matchMedia` and `<source media>`. */
  query: {
    up: (bp: Breakpoint): string => `(min-width: ${breakpoints[bp]}px)`,
    down: (bp: Breakpoint): string => `(max-width: ${breakpoints[bp] - 0.05}px)`,
  },
};
