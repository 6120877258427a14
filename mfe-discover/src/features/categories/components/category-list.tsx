import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Category } from '@ltk/contracts';
import { imageUrl } from '@ltk/api-client';
import { paths } from '@ltk/routes';
import { Link } from 'react-router-dom';
import { tileGrid, tileLink } from '../../../lib/tiles';

export interface CategoryListProps {
  categories: readonly Category[];
  /** Accessible name of the list. */
  label: string;
}

/** Category tiles (image, title, subtitle) linking to `/categories/{key}`. */
export function CategoryList({ categories, label }: CategoryListProps) {
  return (
    <ul aria-label={label} css={grid}>
      {categories.map((category) => (
        <li key={category.key}>
          <Link to={paths.category(category.key)} css={tile}>
            <img
              src={imageUrl(category.imageUrl, { width: 256, dpr: 2 })}
              alt=""
              loading="lazy"
              css={image}
            />
            <span
              css={(theme: Theme) =>
                css({ fontWeight: theme.typography.weight.bold, fontSize: theme.typography.size.lg })
              }
            >
              {category.title}
            </span>
            <span
              css={(theme: Theme) =>
                css({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm })
              }
            >
              {category.subtitle}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const grid = tileGrid({ xs: 2, sm: 3, lg: 4 }, 2);

const tile = (theme: Theme) => css`
  ${tileLink(theme)};
  display: grid;
  gap: ${theme.spacing(0.5)};
`;

const image = (theme: Theme) => css`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;
