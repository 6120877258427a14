import { css, type Theme } from '@emotion/react';
import { mq, type Breakpoint } from '@ltk/ui';

/** Tile columns from phones up; a breakpoint left out keeps the columns of the one below. */
export type TileColumns = { xs: number } & Partial<Record<Exclude<Breakpoint, 'xs'>, number>>;

/** A list (`ul`) laid out as a grid of tiles: no bullets or indent, `columns` per breakpoint, `gap` in spacing units. */
export const tileGrid =
  (columns: TileColumns, gap = 1.5) =>
  (theme: Theme) => css`
    display: grid;
    gap: ${theme.spacing(gap)};
    margin: 0;
    padding: 0;
    list-style: none;
    grid-template-columns: repeat(${columns.xs}, minmax(0, 1fr));
    ${(['sm', 'md', 'lg', 'xl'] as const)
      .filter((bp) => columns[bp] !== undefined)
      .map((bp) => `${mq.up(bp)} { grid-template-columns: repeat(${columns[bp]}, minmax(0, 1fr)); }`)
      .join('\n')}
  `;

/** A tile's link: the page's text colour, no underline and the site's focus ring. */
export const tileLink = (theme: Theme) => css`
  color: ${theme.colors.text};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
