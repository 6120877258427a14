import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { imageSrcSet, imageUrl, mq } from '@ltk/ui';

// The post page's and the product page's columns and the product's image: mfe-product renders them, and the shell's
// server renders them too, for the first screen painted from the HTML (shell/src/server/page-paint.tsx), so the
// painted hero is where the page's own then shows.

/** A page of two columns from `md` (`columns`, a grid-template-columns value), centred, at most `maxWidth` wide. */
const twoColumnPage = (maxWidth: number, columns: string) => (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(3)};
  max-width: ${maxWidth}px;
  margin: 0 auto;
  padding: ${theme.spacing(2)};
  font-family: ${theme.typography.fontFamily};
  ${mq.up('md')} {
    grid-template-columns: ${columns};
    align-items: start;
  }
`;

/** The post page: the hero's column (450 px at most) beside the creator, caption and products from `md`. */
export const postPageLayout = twoColumnPage(1200, 'minmax(0, 450px) minmax(0, 1fr)');

/** The product page: the image and the details in two equal columns from `md`. */
export const productPageLayout = twoColumnPage(1100, 'minmax(0, 1fr) minmax(0, 1fr)');

/** The product image's size (CSS px): a 450 px square. */
const PRODUCT_IMAGE = { width: 450, height: 450 } as const;

const imageBox = css({ position: 'relative', maxWidth: PRODUCT_IMAGE.width });
const image = (theme: Theme) =>
  css({
    display: 'block',
    width: '100%',
    maxWidth: PRODUCT_IMAGE.width,
    height: 'auto',
    aspectRatio: '1',
    objectFit: 'cover',
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
  });

export type ProductImageProps = {
  /** The image's URL (the api's, before sizing). */
  src: string;
  alt: string;
  /** Over the image's corner (the wish heart). */
  children?: ReactNode;
};

/** A product's image on its page: a 450 px square at 1x to 3x, with what sits over its corner. */
export function ProductImage({ src, alt, children }: ProductImageProps) {
  return (
    <div css={imageBox}>
      <img
        src={imageUrl(src, PRODUCT_IMAGE)}
        srcSet={imageSrcSet(src, PRODUCT_IMAGE)}
        width={PRODUCT_IMAGE.width}
        height={PRODUCT_IMAGE.height}
        alt={alt}
        css={image}
      />
      {children}
    </div>
  );
}
