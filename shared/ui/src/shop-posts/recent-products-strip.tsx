import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { useId, type ComponentType, type ReactNode } from 'react';

type RecentProductsStripProps = {
  title: string;
  /** The products' ids, or `null` while the first page loads (the strip's place is kept). */
  ids: readonly string[] | null;
  /** A product's tile. */
  Tile: ComponentType<{ id: string }>;
  /** Under the tiles: the 'Show more' button when there is more (else a line of its height). */
  more?: ReactNode;
};

/**
 * The creator's recent products in a row of tiles under its title. While the first page loads, the strip's place is
 * kept (title, a row of grey tiles, the 'Show more' line), so the posts below do not move down when it arrives.
 */
export function RecentProductsStrip({ title, ids, Tile, more }: RecentProductsStripProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={ids ? undefined : true} css={section}>
      <h2 id={titleId} css={titleStyle}>
        {title}
      </h2>
      <ul css={strip} aria-hidden={ids ? undefined : true}>
        {ids
          ? ids.map((id) => (
              <li key={id} css={item}>
                <Tile id={id} />
              </li>
            ))
          : SKELETON_TILES.map((key) => <li key={key} css={[item, tileSkeleton]} />)}
      </ul>
      {/* The line keeps its height without the button, so the posts below stay where the loading strip put them. */}
      {(ids && more) || <div css={moreLine} />}
    </section>
  );
}

const section = (theme: Theme) => css({ display: 'grid', gap: theme.spacing(1), justifyItems: 'start' });

const titleStyle = (theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.lg });

const strip = (theme: Theme) =>
  css({
    display: 'flex',
    gap: theme.spacing(1),
    width: '100%',
    margin: 0,
    padding: `0 0 ${theme.spacing(1)}`,
    listStyle: 'none',
    overflowX: 'auto',
  });

const item = css({ flex: '0 0 88px' });

const SKELETON_TILES = [0, 1, 2, 3, 4, 5];

// A grey tile of the loading strip (the skeleton that keeps the strip's space until the products arrive).
const tileSkeleton = (theme: Theme) =>
  css({ height: 88, borderRadius: theme.radius.sm, background: theme.colors.surface });

/** The height of the 'Show more' button (sm): the loading strip's last line, and the strip's when there is no more. */
const moreLine = css({ minHeight: 32 });
