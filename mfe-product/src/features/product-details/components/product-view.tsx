import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import type { ProductDetails, RetailerProduct, RetailerProductVariantDetail } from '@ltk/contracts';
import { imageSrcSet, mq } from '@ltk/ui';
import { primaryLink } from '@ltk/ui/primary-link';
import type { ReactNode } from 'react';
import { productPrice } from '../../../lib/product-price';
import type { OptionSelection } from '../utils/variant-selection';
import { visibleOptions } from '../utils/variant-selection';
import { ProductPolicies } from './product-policies';
import { ProductPriceLabel } from './product-price-label';
import { VariantOptions } from './variant-options';
import { strings } from '../../../i18n/strings';

export type ProductViewProps = {
  details: ProductDetails;
  retailerProduct?: RetailerProduct | null;
  selection: OptionSelection;
  onSelect: (name: string, value: string) => void;
  /** The variant matching the selection, if any. */
  variant?: RetailerProductVariantDetail;
  /** The retailer's page for 'Shop Now'. */
  shopUrl?: string | null;
  /** Extra actions (add to cart) under 'Shop Now'. */
  actions?: ReactNode;
  /** The wish heart, over the image's corner. */
  heart?: ReactNode;
};

const layout = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(3)};
  max-width: 1100px;
  margin: 0 auto;
  padding: ${theme.spacing(2)};
  font-family: ${theme.typography.fontFamily};
  ${mq.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const shopNow = (theme: Theme) => css`
  ${primaryLink(theme)};
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
`;

/** The height of one VariantOptions row: the legend's line, its margin and a value button. */
const optionRowPlace = (theme: Theme) => css`
  min-height: calc(${theme.typography.size.md} * ${theme.typography.lineHeight} + ${theme.spacing(1)} + 36px);
`;

/** Product detail: image, name, retailer, price (sale only when lower), options and 'Shop Now'. */
export function ProductView({
  details,
  retailerProduct,
  selection,
  onSelect,
  variant,
  shopUrl,
  actions,
  heart,
}: ProductViewProps) {
  const { t } = strings.useStrings();
  const image = variant?.imageUrl || retailerProduct?.imageUrl || details.imageUrl;
  const price = variant
    ? productPrice(variant.price, variant.salePrice)
    : productPrice(details.price, details.salePrice);
  const currency = retailerProduct?.currency ?? details.currency;
  const options = retailerProduct ? visibleOptions(retailerProduct.options) : [];
  const unavailable = variant !== undefined && !variant.available;

  return (
    <article css={layout} aria-labelledby="product-name">
      <div css={css({ position: 'relative', maxWidth: 450 })}>
        <img
          src={imageUrl(image, { width: 450, height: 450 })}
          srcSet={imageSrcSet(image, { width: 450, height: 450 })}
          width={450}
          height={450}
          alt={details.name}
          css={(theme: Theme) =>
            css({
              display: 'block',
              width: '100%',
              maxWidth: 450,
              height: 'auto',
              aspectRatio: '1',
              objectFit: 'cover',
              borderRadius: theme.radius.md,
              background: theme.colors.surface,
            })
          }
        />
        {heart}
      </div>
      <div css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(2), minWidth: 0 })}>
        <p
          css={(theme: Theme) =>
            css({
              margin: 0,
              color: theme.colors.textMuted,
              textTransform: 'uppercase',
              fontSize: theme.typography.size.sm,
            })
          }
        >
          {details.advertiserName}
        </p>
        <h1 id="product-name" css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.xl })}>
          {details.name}
        </h1>
        {price ? <ProductPriceLabel price={price} currency={currency} /> : null}
        {options.length > 0 ? (
          <VariantOptions options={options} selection={selection} onSelect={onSelect} />
        ) : retailerProduct === undefined && details.hasVariants ? (
          // The retailer product (its options) is on its way: one option row's place is kept, so 'Shop Now'
          // does not move down when it arrives (most products have one option, some two).
          <div css={optionRowPlace} aria-hidden="true" data-testid="options-placeholder" />
        ) : null}
        {unavailable ? <p role="status">{t('product.unavailable')}</p> : null}
        {shopUrl ? (
          <a href={shopUrl} target="_blank" rel="noopener noreferrer" css={shopNow}>
            {t('product.shopNow')}
          </a>
        ) : null}
        {actions}
        {retailerProduct ? <ProductPolicies retailerProduct={retailerProduct} name={details.name} /> : null}
      </div>
    </article>
  );
}
