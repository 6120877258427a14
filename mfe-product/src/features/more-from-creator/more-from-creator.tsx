import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { selectPost, useAppSelector, useList } from '@ltk/store';
import { Button, imageSrcSet, imageUrl, visuallyHidden } from '@ltk/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { moreStrings } from './i18n/more-strings';
import { creatorPosts } from './more-from-creator-loads';

export type MoreFromCreatorProps = {
  profileId: string;
  /** The creator's display name (the heading). */
  name: string;
  /** The post the page shows: left out of the row. */
  postId: string;
};

/** One post of the row: its hero, a link to its page named by its caption. */
function MorePost({ id, name }: { id: string; name: string }) {
  const { t } = moreStrings.useStrings();
  const post = useAppSelector((state) => selectPost(state, id));
  if (!post) return null;
  const caption = post.caption.trim();
  const label = caption.length > 80 ? `${caption.slice(0, 79).trimEnd()}…` : caption;
  return (
    <li css={item}>
      <Link to={paths.post(id)} css={link}>
        <img
          src={imageUrl(post.heroImage, { width: 256 })}
          srcSet={imageSrcSet(post.heroImage, { width: 256 })}
          alt={label || t('postBy', { name })}
          loading="lazy"
          css={picture}
        />
      </Link>
    </li>
  );
}

/**
 * 'More from {creator}' under a post: the creator's other posts, newest first, in a row that scrolls sideways, each
 * a link to its post page; 'Show more' while the api has a next page. A skeleton with a screen-reader status while
 * the first page loads; the error with 'Try Again'; nothing when the creator has no other post.
 */
export default function MoreFromCreator({ profileId, name, postId }: MoreFromCreatorProps) {
  const { t } = moreStrings.useStrings();
  const list = useList(creatorPosts, profileId);
  const titleId = useId();
  const ids = list.ids.filter((id) => id !== postId);
  const loadingFirst = list.ids.length === 0 && list.status === 'pending';
  if (list.status === 'succeeded' && ids.length === 0 && !list.hasMore) return null;
  return (
    <section aria-labelledby={titleId} aria-busy={loadingFirst} css={section}>
      <h2 id={titleId} css={heading}>
        {t('title', { name })}
      </h2>
      {loadingFirst ? (
        <>
          <p role="status" css={visuallyHidden}>
            {t('loading')}
          </p>
          <ul css={row} aria-hidden="true">
            {SKELETONS.map((key) => (
              <li key={key} css={[item, skeleton]} />
            ))}
          </ul>
        </>
      ) : ids.length > 0 ? (
        <ul aria-labelledby={titleId} css={row}>
          {ids.map((id) => (
            <MorePost key={id} id={id} name={name} />
          ))}
        </ul>
      ) : null}
      {list.status === 'failed' ? (
        <div role="alert" css={errorLine}>
          <p css={muted}>{t('error')}</p>
          <Button variant="secondary" size="sm" onClick={list.retry}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : list.hasMore && list.ids.length > 0 ? (
        <Button variant="text" size="sm" onClick={list.loadMore} disabled={list.status === 'pending'}>
          {t('more')}
        </Button>
      ) : null}
    </section>
  );
}

const SKELETONS = [0, 1, 2, 3, 4, 5];

const section = (theme: Theme) =>
  css({
    display: 'grid',
    gap: theme.spacing(1.5),
    justifyItems: 'start',
    minWidth: 0,
    maxWidth: 1280,
    margin: '0 auto',
    padding: theme.spacing(3, 2),
  });

const heading = (theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.lg });

const muted = (theme: Theme) =>
  css({ margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.size.sm });

/** 144 px posts: two and a half at 390 wide (the row shows it scrolls), eight at 1280. */
const row = (theme: Theme) =>
  css({
    display: 'flex',
    gap: theme.spacing(1.5),
    width: '100%',
    margin: 0,
    padding: `0 0 ${theme.spacing(1)}`,
    listStyle: 'none',
    overflowX: 'auto',
  });

const item = css({ flex: '0 0 144px', minWidth: 0 });

const link = (theme: Theme) =>
  css({
    display: 'block',
    borderRadius: theme.radius.md,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });

const picture = (theme: Theme) =>
  css({
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 4',
    objectFit: 'cover',
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
  });

const skeleton = (theme: Theme) =>
  css({ aspectRatio: '3 / 4', borderRadius: theme.radius.md, background: theme.colors.surface });

const errorLine = (theme: Theme) =>
  css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) });
