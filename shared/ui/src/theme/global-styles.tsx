import type { Theme } from '@emotion/react';
import { Global, css } from '@emotion/react';

/** Base document styles (font, colours, box sizing) for the shell and standalone harnesses. */
export function GlobalStyles() {
  return (
    <Global
      styles={(theme: Theme) => css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        body {
          margin: 0;
          font-family: ${theme.typography.fontFamily};
          font-size: ${theme.typography.size.md};
          line-height: ${theme.typography.lineHeight};
          color: ${theme.colors.text};
          background: ${theme.colors.background};
        }
      `}
    />
  );
}
