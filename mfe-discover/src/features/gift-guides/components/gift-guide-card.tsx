import { css, type Theme } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import { paths } from '@ltk/routes';
import { selectProfile, useAppSelector } from '@ltk/store';
import { Link } from 'react-router-dom';
import { usePageStrings } from '../../../i18n/page-strings';
import { selectGuide } from '../gift-guides-slice';

/** A gift guide in a listing: cover, title, creator and product count, linking to the guide in the creator's shop. */
export function GiftGuideCard({ id }: { id: string }) {
  const { t } = usePageStrings();
  const guide = useAppSelector((state) => selectGuide(state, id));
  const profile = useAppSelector((state) => (guide ? selectProfile(state, guide.profileId) : undefined));
  if (!guide || !profile) return null;
  const cover = guide.coverPhotoUrls[0];
  return (
    <article aria-label={guide.title} css={card}>
      <Link to={paths.creatorGiftGuide(profile.displayName, guide.collectionId)} css={link}>
        {cover ? (
          <img src={imageUrl(cover, { width: 450 })} alt="" loading="lazy" css={image} />
        ) : (
          <span css={image} />
        )}
        <span css={title}>{guide.title}</span>
      </Link>
      <span css={meta}>
        {t('giftGuides.byCreator', { name: profile.displayName })} ·{' '}
        {t('giftGuides.products', { count: guide.productCount })}
      </span>
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
