import { css, type Theme } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import { PAGE_SIZES } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { FEED_NAMES, feedSourceLoader, selectPost, useAppSelector, useList } from '@ltk/store';
import { mq } from '@ltk/ui';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { Link } from 'react-router-dom';
import { usePageStrings } from '../../i18n/page-strings';

/** The gift-guide hashtag whose first posts are the viral gifts. */
export const VIRAL_GIFTS_HASHTAG = 'ltkgiftguide';
const SHOWN = 4;

/** The viral-gifts section: links to the first four posts of the gift-guide hashtag feed. */
export function ViralGifts({ label }: { label: string }) {
  const { t } = usePageStrings();
  const list = useList(
    FEED_NAMES.hashtag(VIRAL_GIFTS_HASHTAG),
    feedSourceLoader({ kind: 'hashtag', hashtag: VIRAL_GIFTS_HASHTAG }, PAGE_SIZES.feed),
  );
  if (list.status === 'failed' && list.ids.length === 0)
    return <PageErrorState title={t('holiday.viralError')} onRetry={list.retry} />;
  if (list.ids.length === 0) return list.status === 'succeeded' ? null : <PageLoading />;
  return (
    <ul aria-label={label} css={grid}>
      {list.ids.slice(0, SHOWN).map((id, index) => (
        <ViralGift key={id} id={id} index={index} />
      ))}
    </ul>
  );
}

function ViralGift({ id, index }: { id: string; index: number }) {
  const { t } = usePageStrings();
  const post = useAppSelector((state) => selectPost(state, id));
  if (!post) return null;
  return (
    <li>
      <Link to={paths.post(id)} aria-label={t('holiday.viralPost', { index: index + 1 })} css={link}>
        <img src={imageUrl(post.heroImage, { width: 450 })} alt="" loading="lazy" css={picture} />
      </Link>
    </li>
  );
}

const grid = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const link = (theme: Theme) => css`
  display: block;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const picture = (theme: Theme) => css`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;
