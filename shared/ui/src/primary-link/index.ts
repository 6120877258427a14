// `@ltk/ui/primary-link`: the look of a link that acts as the page's main action ('Shop Now', 'Download the app').
// Outside the shared `@ltk/ui` module, so it is bundled with the pages that use it.
import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';

/** A primary-coloured pill with bold text and the kit's focus ring; the caller sets its size and layout. */
export const primaryLink = (theme: Theme) => css`
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A primary link sized by its text: an inline pill with room around the label. */
export const primaryLinkInline = (theme: Theme) => css`
  ${primaryLink(theme)};
  display: inline-block;
  padding: ${theme.spacing(1.5, 3)};
`;
