import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type CoverCardProps = {
  title: string;
  /** In-app path the card opens. */
  href: string;
  /** One cover image (square), or up to four in a 2×2 mosaic (a collection's latest posts). */
  covers: readonly string[];
  mosaic?: boolean;
  /** The line under the title: product or post count, creator. */
  meta: ReactNode;
};

/**
 * A collection, product set or gift guide in a listing: its cover (or a mosaic), title linking to it, and a meta line.
 * The whole card is one link target, so keyboard users meet it once.
 */
export function CoverCard({ title, href, covers, mosaic = false, meta }: CoverCardProps) {
  const first = covers[0];
  return (
    <article aria-label={title} css={card}>
      <Link to={href} css={link}>
        {mosaic ? (
          <span css={mosaicStyle}>
            {covers.slice(0, 4).map((src) => (
              <img key={src} src={imageUrl(src, { width: 256 })} alt="" loading="lazy" css={tile} />
            ))}
          </span>
        ) : first ? (
          <img src={imageUrl(first, { width: 450 })} alt="" loading="lazy" css={image} />
        ) : (
          <span css={image} />
        )}
        <span css={titleStyle}>{title}</span>
      </Link>
      <span css={metaStyle}>{meta}</span>
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

const mosaicStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 2px;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const tile = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const titleStyle = (theme: Theme) => css`
  font-weight: ${theme.typography.weight.bold};
`;

const metaStyle = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.size.sm};
`;
