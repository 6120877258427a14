import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import { useAppSelector } from '@ltk/store';
import { Link } from 'react-router-dom';
import { strings } from '../../../i18n/strings';
import { selectSet } from '../product-sets-slice';

/** A product set or gift guide in the shop's list: cover, title and product count, linking to `href`. */
export function SetCard({ id, href }: { id: string; href: string }) {
  const { t } = strings.useStrings();
  const set = useAppSelector((state) => selectSet(state, id));
  if (!set) return null;
  const cover = set.coverPhotoUrls[0];
  return (
    <article aria-label={set.title} css={card}>
      <Link to={href} css={link}>
        {cover ? (
          <img src={imageUrl(cover, { width: 450 })} alt="" loading="lazy" css={image} />
        ) : (
          <span css={image} />
        )}
        <span css={title}>{set.title}</span>
      </Link>
      <span css={meta}>{t('sets.products', { count: set.productCount })}</span>
    </article>
  );
}

const card = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(0.5)};
`;

const link = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(1)};
  color: ${theme.colors.text};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const image = (theme: Theme) => css`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const title = (theme: Theme) => css`
  font-weight: ${theme.typography.weight.bold};
`;

const meta = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.size.sm};
`;
