import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { CURRENCY } from '@ltk/contracts';
import { formatPrice } from '@ltk/ui';
import { previewThumbnails } from './cart-rules';
import type { CartView } from './cart-views';
import { Thumbnail } from './thumbnail';
import { strings } from '../../i18n/strings';

const row = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(1)};
  width: 100%;
  padding: ${theme.spacing(1.5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.background};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
`;

/** One row per cart: retailer name, up to 5 thumbnails (or 4 and '+N'), item count and subtotal. */
export function CartList({ carts, onSelect }: { carts: CartView[]; onSelect: (cartId: string) => void }) {
  const { t, i18n } = strings.useStrings();
  return (
    <ul
      css={(theme: Theme) =>
        css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1.5) })
      }
    >
      {carts.map((view) => {
        const retailer = view.retailer?.displayName ?? t('notification.retailer');
        const { shown, more } = previewThumbnails(view.items);
        return (
          <li key={view.cart.id}>
            <button
              type="button"
              css={row}
              data-cart-id={view.cart.id}
              aria-label={t('list.open', { retailer })}
              onClick={() => onSelect(view.cart.id)}
            >
              <strong>{retailer}</strong>
              <span css={(theme: Theme) => css({ display: 'flex', gap: theme.spacing(0.5) })}>
                {shown.map((line) => (
                  <Thumbnail key={line.item.id} src={line.imageUrl} size={56} />
                ))}
                {more > 0 ? (
                  <span
                    data-testid="more-thumbnails"
                    css={(theme: Theme) =>
                      css({
                        width: 56,
                        height: 56,
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        borderRadius: theme.radius.sm,
                        background: theme.colors.surface,
                        fontWeight: theme.typography.weight.bold,
                      })
                    }
                  >
                    {t('list.more', { count: more })}
                  </span>
                ) : null}
              </span>
              <span css={css({ display: 'flex', justifyContent: 'space-between' })}>
                <span>
                  {t('list.items', { count: view.items.reduce((n, line) => n + line.item.quantity, 0) })}
                </span>
                <span>
                  {t('list.subtotal')} {formatPrice(Number(view.cart.subtotal), CURRENCY, i18n.language)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
