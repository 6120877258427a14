/**
 * CSS custom properties the shell sets on the document root for the remotes' layouts.
 * `bottomBarHeight`: the height of the shell's fixed bottom bar while it shows (unset otherwise), so a remote's own
 * fixed bar can sit above it: `bottom: var(--ltk-bottom-bar-height, 0px)`.
 */
export const CSS_VARIABLES = {
  bottomBarHeight: '--ltk-bottom-bar-height',
} as const;
