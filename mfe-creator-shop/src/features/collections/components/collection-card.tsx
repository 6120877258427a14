import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import { paths } from '@ltk/routes';
import { useAppSelector } from '@ltk/store';
import { Link } from 'react-router-dom';
import { strings } from '../../../i18n/strings';
import { selectCollection } from '../collections-slice';

/** A collection in the shop's list: up to four of its latest posts, its title and post count. */
export function CollectionCard({ id, displayName }: { id: string; displayName: string }) {
  const { t } = strings.useStrings();
  const collection = useAppSelector((state) => selectCollection(state, id));
  const posts = useAppSelector((state) => state.entities.posts);
  if (!collection) return null;
  const covers = collection.latestItemIds.flatMap((postId) => {
    const hero = posts[postId]?.heroImage;
    return hero ? [hero] : [];
  });
  return (
    <article aria-label={collection.title} css={card}>
      <Link to={paths.creatorCollection(displayName, collection.id)} css={link}>
        <span css={mosaic}>
          {covers.slice(0, 4).map((src) => (
            <img key={src} src={imageUrl(src, { width: 256 })} alt="" loading="lazy" css={tile} />
          ))}
        </span>
        <span css={title}>{collection.title}</span>
      </Link>
      <span css={meta}>{t('collections.posts', { count: collection.itemCount })}</span>
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

const mosaic = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 2px;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const tile = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const title = (theme: Theme) => css`
  font-weight: ${theme.typography.weight.bold};
`;

const meta = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.size.sm};
`;
