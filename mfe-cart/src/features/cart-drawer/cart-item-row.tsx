import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { CURRENCY } from '@ltk/contracts';
import { cartItemProductLink } from '@ltk/routes';
import { Button, IconButton, formatPrice } from '@ltk/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { canDecreaseQuantity, effectiveSalePrice } from './cart-rules';
import type { CartItemView } from './cart-views';
import { Thumbnail } from './thumbnail';
import { strings } from '../../i18n/strings';

type Props = {
  line: CartItemView;
  unavailable: boolean;
  /** The most units of this line (stock and the retailer's limit); the plus button stops there. */
  limit?: number;
  retailerName?: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

const stepper = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
`;

/** One cart line: image, name, variant, price (sale only when lower), quantity stepper or 'not available', remove. */
export function CartItemRow({ line, unavailable, limit, retailerName, onQuantity, onRemove }: Props) {
  const { t, i18n } = strings.useStrings();
  const { item, variant } = line;
  const limitHintId = useId();
  const atLimit = limit !== undefined && item.quantity >= limit;
  const price = variant?.price ?? line.details?.price;
  const sale = variant ? effectiveSalePrice(variant) : null;
  const money = (value: string | number) => formatPrice(Number(value), CURRENCY, i18n.language);

  return (
    <li
      css={(theme: Theme) =>
        css({
          display: 'flex',
          gap: theme.spacing(1.5),
          padding: theme.spacing(1.5, 0),
          borderBottom: `1px solid ${theme.colors.border}`,
        })
      }
    >
      <Link to={cartItemProductLink(item)} tabIndex={-1} aria-hidden="true" css={css({ flex: 'none' })}>
        <Thumbnail src={line.imageUrl} size={88} />
      </Link>
      <div css={(theme: Theme) => css({ flex: 1, minWidth: 0, display: 'grid', gap: theme.spacing(0.5) })}>
        <Link
          to={cartItemProductLink(item)}
          css={(theme: Theme) => css({ color: theme.colors.text, fontWeight: theme.typography.weight.bold })}
        >
          {line.name}
        </Link>
        {variant?.title && variant.title !== 'Default Title' ? (
          <span
            css={(theme: Theme) => css({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm })}
          >
            {t('item.variant', { title: variant.title })}
          </span>
        ) : null}
        {price ? (
          <span>
            {sale ? (
              <>
                <s css={(theme: Theme) => css({ color: theme.colors.textMuted })}>{money(price)}</s>{' '}
                <strong css={(theme: Theme) => css({ color: theme.colors.sale })}>{money(sale)}</strong>
              </>
            ) : (
              money(price)
            )}
          </span>
        ) : null}
        <div css={(theme: Theme) => css({ display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) })}>
          {unavailable ? (
            <span
              css={(theme: Theme) =>
                css({ color: theme.colors.sale, fontWeight: theme.typography.weight.bold })
              }
            >
              {t('item.notAvailable')}
            </span>
          ) : (
            <span css={stepper} role="group" aria-label={t('item.quantity')}>
              <IconButton
                label={t('item.decrease', { name: line.name })}
                size={32}
                disabled={!canDecreaseQuantity(item.quantity)}
                onClick={() => onQuantity(item.quantity - 1)}
              >
                −
              </IconButton>
              <output aria-live="polite">{item.quantity}</output>
              {/* At the limit: aria-disabled (focus stays on it) and the reason, read with the button. */}
              <IconButton
                label={t('item.increase', { name: line.name })}
                size={32}
                aria-disabled={atLimit || undefined}
                aria-describedby={atLimit ? limitHintId : undefined}
                onClick={() => {
                  if (!atLimit) onQuantity(item.quantity + 1);
                }}
              >
                +
              </IconButton>
            </span>
          )}
          <Button
            variant="text"
            size="sm"
            aria-label={t('item.removeLabel', { name: line.name })}
            onClick={onRemove}
          >
            {t('item.remove')}
          </Button>
        </div>
        {atLimit && !unavailable ? (
          <span
            id={limitHintId}
            css={(theme: Theme) => css({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm })}
          >
            {t('notification.max-error', { retailerName: retailerName ?? t('notification.retailer') })}
          </span>
        ) : null}
      </div>
    </li>
  );
}
