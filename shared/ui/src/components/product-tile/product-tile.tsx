import { css } from '@emotion/react';
import type { ImageWidth } from '@ltk/api-client';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format-price';
import { imageSrcSet, imageUrl } from '../../lib/image-url';
import { theme } from '../../theme/theme';
import { IconButton } from '../button/icon-button';
import { ShareIcon } from '../icons/share-icon';
import { LikeButton } from '../like-button/like-button';
import { badgePercent, savingPercent } from './discount';
import { TileLink } from './tile-link';

export type ProductTileProps = {
  name: string;
  /** Absolute product image URL from the api. */
  imageUrl: string;
  /** Product page path, or the retailer's URL when `external`. */
  href: string;
  external?: boolean;
  retailerName?: string;
  /** Regular price. */
  price?: number | null;
  /** Sale price; shown with the regular price struck through when lower. */
  discountPrice?: number | null;
  /** Overrides the saving computed from price and discount price. */
  discountPercent?: number | null;
  /** Product details' percentChange: the badge shows it times 100, rounded. */
  percentChange?: number | null;
  currency?: string;
  /** Shows the wish (heart) button when given. */
  onWishToggle?: () => void;
  wished?: boolean;
  /** Shows a share button when given. */
  onShare?: () => void;
  /** Where 'Shop Now' goes; defaults to `href`. */
  shopHref?: string;
  shopExternal?: boolean;
  /** `compact`: image only (feed cards); `full`: image, prices, labels and 'Shop Now'. */
  variant?: 'full' | 'compact';
  /** Requested image CSS width: 88, 256 or 450. */
  imageWidth?: ImageWidth;
  className?: string;
};

/** Product tile: linked image, wish and share buttons, prices, saving label, discount badge, 'Shop Now'. */
export function ProductTile({
  name,
  imageUrl: src,
  href,
  external = false,
  retailerName,
  price,
  discountPrice,
  discountPercent,
  percentChange,
  currency = 'USD',
  onWishToggle,
  wished = false,
  onShare,
  shopHref,
  shopExternal,
  variant = 'full',
  imageWidth = 256,
  className,
}: ProductTileProps) {
  const { t } = useTranslation('common');
  const saving = discountPercent ?? savingPercent(price, discountPrice);
  const badge = badgePercent(percentChange);
  const onSale = discountPrice != null && price != null && discountPrice < price;

  const image = (
    <TileLink href={href} external={external} label={name} css={imageBox}>
      <img
        src={imageUrl(src, { width: imageWidth, height: imageWidth })}
        srcSet={imageSrcSet(src, { width: imageWidth, height: imageWidth })}
        width={imageWidth}
        height={imageWidth}
        alt=""
        loading="lazy"
        decoding="async"
        css={imageStyle}
      />
    </TileLink>
  );

  if (variant === 'compact') {
    return (
      <div className={className} css={relative}>
        {image}
      </div>
    );
  }

  return (
    <article className={className} aria-label={name} css={tileStyle}>
      <div css={relative}>
        {image}
        {badge != null ? (
          <span css={badgeStyle}>{t('discountBadge', '{{percent}}% off', { percent: badge })}</span>
        ) : null}
        {onWishToggle ? <LikeButton overlay liked={wished} onToggle={onWishToggle} saves={name} /> : null}
        {onShare ? (
          <IconButton label={t('share', 'Share')} size={32} onClick={onShare} css={shareStyle}>
            <ShareIcon size={18} />
          </IconButton>
        ) : null}
      </div>
      {retailerName ? <p css={retailerStyle}>{retailerName}</p> : null}
      <p css={nameStyle}>{name}</p>
      <p css={priceLine}>
        {onSale ? (
          <>
            <span css={salePrice}>{formatPrice(discountPrice, currency)}</span>
            <s css={regularPrice}>{formatPrice(price, currency)}</s>
          </>
        ) : price != null ? (
          <span css={plainPrice}>{formatPrice(price, currency)}</span>
        ) : null}
      </p>
      {saving != null && saving > 0 ? (
        <p css={savingStyle}>{t('youSave', 'You Save {{discountPercent}}%', { discountPercent: saving })}</p>
      ) : null}
      <TileLink href={shopHref ?? href} external={shopExternal ?? external} css={shopNowStyle}>
        {t('shopNow', 'Shop Now')}
      </TileLink>
    </article>
  );
}

// Styles are built once, from the one theme (PlatformProviders' ThemeProvider gives the same object): every feed card
// has up to three tiles, and a style built per render is serialised again each time.
const relative = css({ position: 'relative' });
const imageStyle = css({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
const tileStyle = css({ position: 'relative', fontFamily: theme.typography.fontFamily });
const shareStyle = css({ position: 'absolute', right: 14, bottom: 14 });
const priceLine = css({
  margin: `${theme.spacing(0.5)} 0`,
  display: 'flex',
  gap: theme.spacing(1),
  alignItems: 'baseline',
});
const salePrice = css({ color: theme.colors.sale, fontWeight: theme.typography.weight.bold });
const regularPrice = css({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm });
const plainPrice = css({ fontWeight: theme.typography.weight.bold });
const savingStyle = css({ margin: 0, color: theme.colors.sale, fontSize: theme.typography.size.sm });

const imageBox = css`
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const badgeStyle = css`
  position: absolute;
  left: ${theme.spacing(1)};
  top: ${theme.spacing(1)};
  padding: 2px ${theme.spacing(1)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.sale};
  color: ${theme.colors.saleContrast};
  font-size: ${theme.typography.size.xs};
  font-weight: ${theme.typography.weight.bold};
`;

const retailerStyle = css`
  margin: ${theme.spacing(1)} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.size.xs};
  text-transform: uppercase;
`;

const nameStyle = css`
  margin: ${theme.spacing(0.5)} 0 0;
  font-size: ${theme.typography.size.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const shopNowStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  margin-top: ${theme.spacing(1)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
  font-size: ${theme.typography.size.sm};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
