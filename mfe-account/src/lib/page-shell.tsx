import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const column = (theme: Theme) =>
  css({
    maxWidth: 1280,
    margin: '0 auto',
    padding: theme.spacing(2),
    fontFamily: theme.typography.fontFamily,
  });
const narrowColumn = css({ maxWidth: 640 });
const heading = (theme: Theme) =>
  css({ fontSize: theme.typography.size.xl, margin: theme.spacing(1, 0, 2), overflowWrap: 'anywhere' });

/** The frame of the account pages: a centred column (inside the shell's main region) with the page's one h1. */
export function PageShell({
  title,
  children,
  narrow = false,
}: {
  title: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <div css={[column, narrow && narrowColumn]}>
      <h1 css={heading}>{title}</h1>
      {children}
    </div>
  );
}
