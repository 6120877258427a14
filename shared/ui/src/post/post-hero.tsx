import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { IMAGE, type Post, type PostMedia } from '@ltk/contracts';
import { videoPreload } from '@ltk/ui';
import { heroSrc, heroSrcSet } from './hero-image';

export type PostHeroProps = {
  /** The post's hero image and its size (the whole post will do). */
  post: Pick<Post, 'heroImage' | 'heroImageWidth' | 'heroImageHeight'>;
  /** The post's video, played instead of the image when present. */
  video?: PostMedia | null;
  alt: string;
};

const frame = (theme: Theme) => css`
  display: block;
  width: 100%;
  max-width: ${IMAGE.heroWidth}px;
  height: auto;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

/** The post's hero: its video when it has one, else the hero image at the section-9 hero width. */
export function PostHero({ post, video, alt }: PostHeroProps) {
  if (video?.url) {
    return (
      <video
        css={frame}
        src={video.url}
        poster={heroSrc(post.heroImage)}
        width={video.width || post.heroImageWidth}
        height={video.height || post.heroImageHeight}
        controls
        playsInline
        muted
        preload={videoPreload()}
        aria-label={alt}
      />
    );
  }
  return (
    <img
      css={frame}
      src={heroSrc(post.heroImage)}
      srcSet={heroSrcSet(post.heroImage)}
      width={post.heroImageWidth || IMAGE.heroWidth}
      height={post.heroImageHeight || IMAGE.height}
      alt={alt}
      fetchPriority="high"
      decoding="async"
    />
  );
}
