import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Post, PostMedia, Profile } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { Avatar, LikeButton, visuallyHidden } from '@ltk/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PostHero, postPageLayout } from '@ltk/ui/post';
import { strings } from '../../../i18n/strings';

export type PostViewProps = {
  post: Post;
  profile?: Profile | null;
  video?: PostMedia | null;
  liked: boolean;
  onLikeToggle: () => void;
  /** The products section (loaded separately). */
  products: ReactNode;
};

/** Post page: hero image or video with like button, creator link, caption, then the products. */
export function PostView({ post, profile, video, liked, onLikeToggle, products }: PostViewProps) {
  const { t } = strings.useStrings();
  const name = profile?.displayName ?? '';
  const headingId = useId();
  return (
    <article css={postPageLayout} aria-labelledby={headingId}>
      {/* The page's heading for screen readers (the hero and the caption are what shows). */}
      <h1 id={headingId} css={visuallyHidden}>
        {post.title || t('post.heroAlt', { name })}
      </h1>
      <div css={css({ position: 'relative' })}>
        <PostHero post={post} video={video} alt={post.caption.trim() || t('post.heroAlt', { name })} />
        <LikeButton overlay liked={liked} onToggle={onLikeToggle} postBy={name || undefined} />
      </div>
      <div css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(2), minWidth: 0 })}>
        {profile ? (
          <Link
            to={paths.creator(profile.displayName)}
            css={(theme: Theme) =>
              css({
                display: 'flex',
                alignItems: 'center',
                gap: theme.spacing(1),
                color: theme.colors.text,
                fontWeight: theme.typography.weight.bold,
                textDecoration: 'none',
              })
            }
          >
            <Avatar src={profile.avatarUrl} name={profile.displayName} size={40} decorative />
            <span>{profile.displayName}</span>
          </Link>
        ) : null}
        {post.caption ? <p css={css({ margin: 0, whiteSpace: 'pre-line' })}>{post.caption}</p> : null}
        {products}
      </div>
    </article>
  );
}
