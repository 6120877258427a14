import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import type { ReactNode } from 'react';
import { ShareButton, type ShareButtonProps } from '@ltk/ui/share';

export type CollectionHeaderProps = {
  title: string;
  /** The heading's id, for the page's `aria-labelledby`. */
  titleId: string;
  /** `h1` on a page of its own, `h2` inside a page that has its heading. */
  headingLevel: 1 | 2;
  description?: string;
  /** The first cover photo, shown square beside the text. */
  cover?: string;
  /** The cover's side in CSS pixels. */
  coverSize: number;
  /** A line under the title (the creator). */
  byline?: ReactNode;
  /** A muted line under the description (the product count). */
  meta?: string;
  share: ShareButtonProps;
};

/** A product set's or gift guide's header: cover, title, byline, description, extra lines and the share button. */
export function CollectionHeader({
  title,
  titleId,
  headingLevel,
  description,
  cover,
  coverSize,
  byline,
  meta,
  share,
}: CollectionHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header css={header}>
      {cover ? (
        <img
          src={imageUrl(cover, { width: 256 })}
          alt=""
          css={[coverStyle, css({ width: coverSize, height: coverSize })]}
        />
      ) : null}
      <div css={css({ display: 'grid', gap: 8, minWidth: 0 })}>
        <Heading id={titleId} css={titleStyle}>
          {title}
        </Heading>
        {byline}
        {description ? <p css={muted}>{description}</p> : null}
        {meta ? <p css={muted}>{meta}</p> : null}
        <div>
          <ShareButton {...share} />
        </div>
      </div>
    </header>
  );
}

const header = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(2)};
`;

const coverStyle = (theme: Theme) => css`
  object-fit: cover;
  border-radius: ${theme.radius.md};
`;

const titleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.size.xl};
`;

const muted = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
