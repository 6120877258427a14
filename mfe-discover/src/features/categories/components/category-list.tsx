import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Category } from '@ltk/contracts';
import { imageUrl } from '@ltk/api-client';
import { paths } from '@ltk/routes';
import { mq } from '@ltk/ui';
import { Link } from 'react-router-dom';

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

const grid = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const tile = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(0.5)};
  color: ${theme.colors.text};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const image = (theme: Theme) => css`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;
