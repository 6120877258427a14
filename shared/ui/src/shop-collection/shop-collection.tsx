import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const TITLE_ID = 'collection-title';

/** A creator's collection in their shop: its title above `children` (its posts). */
export function ShopCollection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={TITLE_ID}
      css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(2) })}
    >
      <h2 id={TITLE_ID} css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.xl })}>
        {title}
      </h2>
      {children}
    </section>
  );
}
