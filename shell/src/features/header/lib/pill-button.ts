import { css } from '@emotion/react';
import { mq } from '@ltk/ui';

/**
 * The header's round outlined toggles (search, account menu), 36 px high whatever they hold, darker while open.
 * On a phone they show a short label (the button's `aria-label` keeps the full name), so the signed-in actions
 * (search, cart, account) fit beside the logo in one row, as the signed-out ones do: the header is as tall for both.
 */
export const pillButton = css({
  boxSizing: 'border-box',
  height: 36,
  font: 'inherit',
  color: '#1f1f1f',
  background: 'none',
  border: '1px solid #bdbdbd',
  borderRadius: 999,
  padding: '6px 12px',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&[aria-expanded="true"]': { background: '#111', borderColor: '#111', color: '#fff' },
  '&:focus-visible': { outline: '2px solid #111', outlineOffset: 2 },
});

/** A pill's full label, from `sm`. */
export const labelFromSm = css({ [mq.down('sm')]: { display: 'none' } });
/** A pill's short label, below `sm`. */
export const labelOnPhone = css({ [mq.up('sm')]: { display: 'none' } });
