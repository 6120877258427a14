import { css, type Theme } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import { PAGE_SIZES } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { postFeed, selectPost, useAppSelector, useList, type FeedSource, type ListView } from '@ltk/store';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { Link } from 'react-router-dom';
import { tileGrid, tileLink } from './tiles';

type PreviewListProps = {
  /** How many posts are shown. */
  count: number;
  /** Accessible name of the list. */
  label: string;
  /** Accessible name of the n-th (1-based) post link. */
  itemLabel: (index: number) => string;
  /** Shown with 'Try Again' when the posts cannot be loaded. */
  errorTitle: string;
};

export interface PostPreviewsProps extends PreviewListProps {
  /** The shared-store feed the posts come from (its first page, cached under this name). */
  feedName: string;
  source: FeedSource;
}

/** The first posts of a feed as image links to their post pages, with their own loading and error states. */
export function PostPreviews({ feedName, source, ...props }: PostPreviewsProps) {
  const list = useList(postFeed, { name: feedName, source, limit: PAGE_SIZES.feed });
  return <PostPreviewList list={list} {...props} />;
}

/** The first posts of a list (`useList`) as image links to their post pages; its loading and error states. */
export function PostPreviewList({
  list,
  count,
  label,
  itemLabel,
  errorTitle,
}: PreviewListProps & { list: ListView }) {
  if (list.status === 'failed' && list.ids.length === 0)
    return <PageErrorState title={errorTitle} onRetry={list.retry} />;
  if (list.ids.length === 0) return list.status === 'succeeded' ? null : <PageLoading />;
  return (
    <ul aria-label={label} css={grid}>
      {list.ids.slice(0, count).map((id, index) => (
        <PostPreview key={id} id={id} label={itemLabel(index + 1)} />
      ))}
    </ul>
  );
}

function PostPreview({ id, label }: { id: string; label: string }) {
  const post = useAppSelector((state) => selectPost(state, id));
  if (!post) return null;
  return (
    <li>
      <Link to={paths.post(id)} aria-label={label} css={link}>
        <img src={imageUrl(post.heroImage, { width: 450 })} alt="" loading="lazy" css={picture} />
      </Link>
    </li>
  );
}

const grid = tileGrid({ xs: 2, md: 4 });

const link = (theme: Theme) => css`
  ${tileLink(theme)};
  display: block;
`;

const picture = (theme: Theme) => css`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;
