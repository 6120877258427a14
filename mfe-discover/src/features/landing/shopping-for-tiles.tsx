import { css, type Theme } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import type { Category } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { mq } from '@ltk/ui';
import { Link } from 'react-router-dom';
import { tileGrid, tileLink } from '../../lib/tiles';

export interface ShoppingForTile {
  /** The category the tile links to (`/categories/{key}`). */
  key: string;
  label: string;
}

/** 'Who are you shopping for?': a tile per category, with the category's image once the categories are in. */
export function ShoppingForTiles({
  tiles,
  categories,
  label,
}: {
  tiles: readonly ShoppingForTile[];
  categories: readonly Category[];
  label: string;
}) {
  return (
    <ul aria-label={label} css={grid}>
      {tiles.map((tile) => {
        const image = categories.find((category) => category.key === tile.key)?.imageUrl;
        return (
          <li key={tile.key}>
            <Link to={paths.category(tile.key)} css={link}>
              {image ? (
                <img src={imageUrl(image, { width: 256, dpr: 2 })} alt="" css={picture} />
              ) : (
                <span css={picture} />
              )}
              <span>{tile.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const grid = [
  tileGrid({ xs: 3 }),
  (theme: Theme) => css`
    ${mq.up('md')} {
      gap: ${theme.spacing(3)};
    }
  `,
];

const link = (theme: Theme) => css`
  ${tileLink(theme)};
  display: grid;
  gap: ${theme.spacing(1)};
  justify-items: center;
  font-weight: ${theme.typography.weight.bold};
  text-align: center;
`;

const picture = (theme: Theme) => css`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: 50%;
  background: ${theme.colors.surface};
`;
