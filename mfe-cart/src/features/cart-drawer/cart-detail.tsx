import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { CURRENCY } from '@ltk/contracts';
import { Button, formatPrice } from '@ltk/ui';
import { useState } from 'react';
import { CartItemRow } from './cart-item-row';
import { CartModal } from './cart-modal';
import { isItemUnavailable, quantityLimit } from './cart-rules';
import type { CartItemView, CartView } from './cart-views';
import { strings } from '../../i18n/strings';

type Props = {
  view: CartView;
  invalidVariantIds: string[];
  onQuantity: (line: CartItemView, quantity: number) => void;
  onRemove: (line: CartItemView) => void;
  onDeleteCart: () => void;
  onCheckout: () => Promise<void>;
};

const muted = (theme: Theme) =>
  css({ margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.size.sm });

/** The items of one cart, its footer and checkout; unavailable items block checkout until removed. */
export function CartDetail({
  view,
  invalidVariantIds,
  onQuantity,
  onRemove,
  onDeleteCart,
  onCheckout,
}: Props) {
  const { t, i18n } = strings.useStrings();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  const unavailable = (line: CartItemView) => isItemUnavailable(line.variant, invalidVariantIds);
  const blocked = view.items.some(unavailable);

  return (
    <div css={css({ display: 'flex', flexDirection: 'column', minHeight: '100%' })}>
      <ul css={css({ listStyle: 'none', margin: 0, padding: 0, flex: 1 })}>
        {view.items.map((line) => (
          <CartItemRow
            key={line.item.id}
            line={line}
            unavailable={unavailable(line)}
            limit={quantityLimit(line.variant, view.retailer)}
            retailerName={view.retailer?.displayName}
            onQuantity={(quantity) => onQuantity(line, quantity)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </ul>
      <footer
        css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(1), paddingTop: theme.spacing(2) })}
      >
        <div
          css={(theme: Theme) =>
            css({
              display: 'flex',
              justifyContent: 'space-between',
              fontWeight: theme.typography.weight.bold,
            })
          }
        >
          <span>{t('footer.subtotal')}</span>
          <span data-testid="cart-subtotal">
            {formatPrice(Number(view.cart.subtotal), CURRENCY, i18n.language)}
          </span>
        </div>
        <p css={muted}>{t('footer.shipping')}</p>
        <p css={muted}>{t('footer.promo')}</p>
        {blocked ? (
          <p role="status" css={(theme: Theme) => css({ margin: 0, color: theme.colors.sale })}>
            {t('footer.removeUnavailable')}
          </p>
        ) : null}
        <Button
          fullWidth
          disabled={blocked || checkingOut}
          onClick={async () => {
            setCheckingOut(true);
            try {
              await onCheckout();
            } finally {
              setCheckingOut(false);
            }
          }}
        >
          {t('footer.checkout')}
        </Button>
        <p css={muted}>{t('footer.merchant')}</p>
        <Button variant="text" size="sm" onClick={() => setConfirmOpen(true)}>
          {t('delete.action')}
        </Button>
      </footer>
      <CartModal
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={t('delete.confirm')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
              {t('delete.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirmOpen(false);
                onDeleteCart();
              }}
            >
              {t('delete.action')}
            </Button>
          </>
        }
      />
    </div>
  );
}
