import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ProductDetails, RetailerProduct, RetailerProductVariantDetail } from '@ltk/contracts';
import { ProductImage, productPageLayout } from '@ltk/ui/post';
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
    <article css={productPageLayout} aria-labelledby="product-name">
      <ProductImage src={image} alt={details.name}>
        {heart}
      </ProductImage>
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
