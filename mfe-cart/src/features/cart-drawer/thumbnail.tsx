import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';

const srcSet = (src: string) =>
  [1, 2, 3].map((dpr) => `${imageUrl(src, { width: 88, height: 88, dpr })} ${dpr}x`).join(', ');

/** Square product image at the 88 size of section 9. */
export function Thumbnail({ src, size, alt = '' }: { src: string; size: number; alt?: string }) {
  return (
    <img
      src={src ? imageUrl(src, { width: 88, height: 88 }) : undefined}
      srcSet={src ? srcSet(src) : undefined}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      css={(theme: Theme) =>
        css({
          width: size,
          height: size,
          objectFit: 'cover',
          borderRadius: theme.radius.sm,
          background: theme.colors.surface,
          flex: 'none',
        })
      }
    />
  );
}
