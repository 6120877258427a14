import { css, type Theme } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import { paths } from '@ltk/routes';
import { selectPost, useAppSelector } from '@ltk/store';
import { Link } from 'react-router-dom';
import { usePageStrings } from '../../../i18n/page-strings';
import { selectCoverPhoto, selectDisplayName, selectFollowingGuide } from '../gift-guides-slice';

/** Cover photos and posts shown per guide. */
const MAX_SHOWN = 4;

/** A gift guide of a followed creator: title and creator, its cover photos and its posts. */
export function FollowingGuideCard({ id }: { id: string }) {
  const { t } = usePageStrings();
  const guide = useAppSelector((state) => selectFollowingGuide(state, id));
  const displayName = useAppSelector((state) =>
    guide ? selectDisplayName(state, guide.profileId) : undefined,
  );
  if (!guide || !displayName) return null;
  return (
    <article aria-label={guide.title} css={card}>
      <Link to={paths.creatorGiftGuide(displayName, guide.collectionId)} css={titleLink}>
        {guide.title}
      </Link>
      <Link to={paths.creator(displayName)} css={creator}>
        {t('giftGuides.byCreator', { name: displayName })}
      </Link>
      {guide.coverPhotoIds.length > 0 ? (
        <ul aria-label={t('followingGuides.coverPhotos')} css={strip}>
          {guide.coverPhotoIds.slice(0, MAX_SHOWN).map((photoId) => (
            <CoverPhoto key={photoId} id={photoId} />
          ))}
        </ul>
      ) : null}
      {guide.postIds.length > 0 ? (
        <ul aria-label={t('followingGuides.posts')} css={strip}>
          {guide.postIds.slice(0, MAX_SHOWN).map((postId, index) => (
            <GuidePost key={postId} id={postId} index={index} />
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function CoverPhoto({ id }: { id: string }) {
  const url = useAppSelector((state) => selectCoverPhoto(state, id));
  if (!url) return null;
  return (
    <li>
      <img src={imageUrl(url, { width: 256 })} alt="" loading="lazy" css={thumb} />
    </li>
  );
}

function GuidePost({ id, index }: { id: string; index: number }) {
  const { t } = usePageStrings();
  const post = useAppSelector((state) => selectPost(state, id));
  if (!post) return null;
  return (
    <li>
      <Link to={paths.post(id)} aria-label={t('followingGuides.post', { index: index + 1 })}>
        <img src={imageUrl(post.heroImage, { width: 256 })} alt="" loading="lazy" css={thumb} />
      </Link>
    </li>
  );
}

const card = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(1)};
  padding: ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
`;

const titleLink = (theme: Theme) => css`
  color: ${theme.colors.text};
  font-weight: ${theme.typography.weight.bold};
  font-size: ${theme.typography.size.lg};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;

const creator = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.size.sm};
`;

const strip = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(${MAX_SHOWN}, minmax(0, 1fr));
  gap: ${theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const thumb = (theme: Theme) => css`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
`;
