import { css } from '@emotion/react';

/** The header's round outlined toggles (search, account menu). */
export const pillButton = css({
  font: 'inherit',
  background: 'none',
  border: '1px solid #bdbdbd',
  borderRadius: 999,
  padding: '6px 12px',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #111', outlineOffset: 2 },
});
