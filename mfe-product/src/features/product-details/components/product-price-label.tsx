import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { formatPrice } from '@ltk/ui';
import type { ProductPrice } from '../../../lib/product-price';
import { strings } from '../../../i18n/strings';

export type ProductPriceLabelProps = { price: ProductPrice; currency?: string };

/** Price, or sale price with the regular price struck through and the saving. */
export function ProductPriceLabel({ price, currency = 'USD' }: ProductPriceLabelProps) {
  const { t } = strings.useStrings();
  if (price.salePrice === undefined) {
    return (
      <p
        css={(theme: Theme) =>
          css({ margin: 0, fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold })
        }
      >
        <span aria-label={t('product.price')}>{formatPrice(price.price, currency)}</span>
      </p>
    );
  }
  return (
    <p
      css={(theme: Theme) =>
        css({ margin: 0, display: 'flex', gap: theme.spacing(1), alignItems: 'baseline', flexWrap: 'wrap' })
      }
    >
      <span
        data-testid="sale-price"
        aria-label={t('product.salePrice')}
        css={(theme: Theme) =>
          css({
            color: theme.colors.sale,
            fontSize: theme.typography.size.lg,
            fontWeight: theme.typography.weight.bold,
          })
        }
      >
        {formatPrice(price.salePrice, currency)}
      </span>
      <s
        aria-label={t('product.regularPrice')}
        css={(theme: Theme) => css({ color: theme.colors.textMuted })}
      >
        {formatPrice(price.price, currency)}
      </s>
      {price.discountPercent ? (
        <span css={(theme: Theme) => css({ color: theme.colors.sale, fontSize: theme.typography.size.sm })}>
          {t('product.youSave', { discountPercent: price.discountPercent })}
        </span>
      ) : null}
    </p>
  );
}
