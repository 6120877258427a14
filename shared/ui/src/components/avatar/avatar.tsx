import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageSrcSet, imageUrl } from '../../lib/image-url';

export type AvatarProps = {
  /** Absolute avatar URL from the api; initials are shown when missing. */
  src?: string | null;
  /** Person or shop name: alt text, and the initial when there is no image. */
  name: string;
  size?: number;
  /** Hide from assistive technology when the name is already next to it. */
  decorative?: boolean;
  className?: string;
};

/** Round profile picture requested at 100x100 (section 9). */
export function Avatar({ src, name, size = 40, decorative = false, className }: AvatarProps) {
  const box = (theme: Theme) => css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: ${size}px;
    height: ${size}px;
    border-radius: 50%;
    overflow: hidden;
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
    font-weight: ${theme.typography.weight.bold};
    font-size: ${Math.round(size * 0.4)}px;
    object-fit: cover;
  `;
  if (!src) {
    return (
      <span
        className={className}
        css={box}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={className}
      css={box}
      src={imageUrl(src, { width: 100, height: 100 })}
      srcSet={imageSrcSet(src, { width: 100, height: 100 })}
      width={size}
      height={size}
      alt={decorative ? '' : name}
      loading="lazy"
      decoding="async"
    />
  );
}
