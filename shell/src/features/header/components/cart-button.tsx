import { css } from '@emotion/react';
import { useBus } from '@ltk/platform';
import { useTranslation } from 'react-i18next';
import { badgeLabel } from '../lib/badge-label';

const button = (impersonating: boolean) =>
  css({
    position: 'relative',
    // As tall as the header's pills (36 px), so signing in does not change the header's height.
    boxSizing: 'border-box',
    height: 36,
    font: 'inherit',
    padding: '6px 12px',
    borderRadius: 999,
    cursor: 'pointer',
    background: impersonating ? '#fff4e5' : '#fff',
    border: impersonating ? '2px dashed #c8102e' : '1px solid #bdbdbd',
    color: impersonating ? '#c8102e' : '#1f1f1f',
    '&:focus-visible': { outline: '2px solid #111', outlineOffset: 2 },
  });
const badge = css({
  position: 'absolute',
  top: -6,
  right: -6,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: 9,
  background: '#c8102e',
  color: '#fff',
  fontSize: 11,
  lineHeight: '18px',
  textAlign: 'center',
});

/** Opens the cart drawer; the badge is capped at '9+'; impersonation sessions look different. */
export function CartButton({ count, impersonating }: { count: number; impersonating: boolean }) {
  const { t } = useTranslation('shell-ui');
  const bus = useBus();
  const label = badgeLabel(count);
  return (
    <button
      css={button(impersonating)}
      type="button"
      data-impersonating={impersonating || undefined}
      aria-label={label ? t('header.cartWithCount', { count }) : t('header.cart')}
      onClick={() => bus.publish('cart/open', { open: true })}
    >
      {t('header.cart')}
      {/* A space: the visible text reads 'Cart 3', which the accessible name ('Cart, 3 items') contains. */}
      {label ? ' ' : null}
      {label ? (
        <span css={badge} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </button>
  );
}
