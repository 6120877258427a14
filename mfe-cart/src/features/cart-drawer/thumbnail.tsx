import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageSrcSet, imageUrl } from '@ltk/ui';

/** Square product image at the 88 size of section 9. */
export function Thumbnail({ src, size, alt = '' }: { src: string; size: number; alt?: string }) {
  return (
    <img
      src={src ? imageUrl(src, { width: 88, height: 88 }) : undefined}
      srcSet={src ? imageSrcSet(src, { width: 88, height: 88 }) : undefined}
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
