import { css, jsx } from '@emotion/react';
import type { ComponentProps } from 'react';

export const strip = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: 12,
  padding: '10px 16px',
  background: '#111',
  color: '#fff',
  '& a': { color: '#fff' },
  '& button, & a': { font: 'inherit' },
  '& :focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
});

export const pillLink = css({
  padding: '6px 14px',
  borderRadius: 999,
  border: '1px solid #fff',
  textDecoration: 'none',
});

const storeBadge = css({ display: 'flex', borderRadius: 8 });

const closeButton = css({
  marginLeft: 'auto',
  background: 'none',
  border: 0,
  color: '#fff',
  cursor: 'pointer',
  fontSize: 20,
  lineHeight: 1,
});

// Emotion's jsx() is createElement with css-prop support (this module has no JSX).
export const Strip = (props: ComponentProps<'aside'>) => jsx('aside', { css: strip, ...props });
export const PillLink = (props: ComponentProps<'a'>) => jsx('a', { css: pillLink, ...props });
export const CloseButton = (props: ComponentProps<'button'>) => jsx('button', { css: closeButton, ...props });
/** A store's badge (an SVG drawn for this site, 40 px tall) linking to the store in a new tab, named by `alt`. */
export const StoreBadge = ({
  href,
  src,
  width,
  alt,
}: {
  href: string;
  src: string;
  width: number;
  alt: string;
}) =>
  jsx('a', {
    css: storeBadge,
    href,
    target: '_blank',
    rel: 'noopener noreferrer',
    children: jsx('img', { src, width, height: 40, alt }),
  });
