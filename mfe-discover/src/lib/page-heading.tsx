import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';

/** A screen's heading with an optional subtitle. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header css={(theme: Theme) => css({ textAlign: 'center', margin: theme.spacing(1, 0, 3) })}>
      <h1 css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.xl })}>{title}</h1>
      {subtitle ? (
        <p css={(theme: Theme) => css({ margin: theme.spacing(1, 0, 0), color: theme.colors.textMuted })}>
          {subtitle}
        </p>
      ) : null}
    </header>
  );
}
