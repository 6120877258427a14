// `@ltk/ui/page-layout`: the centred page column of mfe-discover's screens (/home's tabs and feeds among them), also
// rendered by the shell's server around /home's first feed row (shell/src/server/page-paint.tsx). Outside the shared
// `@ltk/ui` module, so each remote bundles it with its pages.
import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/** The centred page column a screen sits in. */
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
