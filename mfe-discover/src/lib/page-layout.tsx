import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/** The centred page column every screen of this remote sits in. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <div
      css={(theme: Theme) =>
        css({
          maxWidth: 1920,
          margin: '0 auto',
          padding: theme.spacing(2),
          fontFamily: theme.typography.fontFamily,
        })
      }
    >
      {children}
    </div>
  );
}
