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

/**
 * A link in running text or a list of links: the text colour, underlined, with the kit's focus ring (not the
 * browser's default blue). At least 24 px tall, so a list of them passes the target-size rule.
 */
export const textLink = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  color: ${theme.colors.text};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
