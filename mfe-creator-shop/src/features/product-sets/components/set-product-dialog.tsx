import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { imageUrl } from '@ltk/api-client';
import type { ProductDetails } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { formatPrice } from '@ltk/ui';
import { Dialog } from '@ltk/ui/dialog';
import { Link } from 'react-router-dom';
import { usePageStrings } from '../../../i18n/page-strings';

export type SetProductDialogProps = {
  details: ProductDetails;
  setId: string;
  onClose: () => void;
};

/** The product chosen in a set (`…/:product`): image, retailer, prices, 'Shop Now' and a link to its page. */
export function SetProductDialog({ details, setId, onClose }: SetProductDialogProps) {
  const { t } = usePageStrings();
  const onSale = details.salePrice != null && details.salePrice < details.price;
  return (
    <Dialog open onClose={onClose} title={details.name} maxWidth={420}>
      <div css={body}>
        <img src={imageUrl(details.imageUrl, { width: 256, height: 256 })} alt="" css={image} />
        <p css={muted}>{details.advertiserName}</p>
        <p css={css({ margin: 0 })}>
          {onSale ? (
            <>
              <s>{formatPrice(details.price, details.currency)}</s>{' '}
              <strong>{formatPrice(details.salePrice ?? details.price, details.currency)}</strong>
            </>
          ) : (
            <strong>{formatPrice(details.price, details.currency)}</strong>
          )}
        </p>
        <div css={actions}>
          {details.hyperlink ? (
            <a href={details.hyperlink} target="_blank" rel="noopener noreferrer" css={primary}>
              {t('sets.shopNow')}
            </a>
          ) : null}
          <Link to={paths.product(details.id, { ci: setId })} css={secondary}>
            {t('sets.viewProduct')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}

const body = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.spacing(1)};
  text-align: center;
`;

const image = (theme: Theme) => css`
  width: 256px;
  max-width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius.md};
`;

const muted = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const actions = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing(1)};
  margin-top: ${theme.spacing(1)};
`;

const buttonLink = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  padding: ${theme.spacing(1, 2)};
  border-radius: ${theme.radius.pill};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const primary = (theme: Theme) => css`
  ${buttonLink(theme)};
  background: ${theme.colors.primary};
  color: ${theme.colors.background};
`;

const secondary = (theme: Theme) => css`
  ${buttonLink(theme)};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
`;
