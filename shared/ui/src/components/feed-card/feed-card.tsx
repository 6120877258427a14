import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { imageSrcSet, imageUrl } from '../../lib/image-url';
import { mq } from '../../theme/breakpoints';
import { theme } from '../../theme/theme';
import { Avatar } from '../avatar/avatar';
import { LikeButton } from '../like-button/like-button';
import { ProductTile } from '../product-tile/product-tile';
import { HERO_WIDTH, HERO_WIDTH_PHONE, heroHeight } from './hero-size';

/** Most product tiles shown on a card. */
export const FEED_CARD_MAX_PRODUCTS = 3;

export type FeedCardPost = {
  id: string;
  heroImage: string;
  heroImageWidth?: number | null;
  heroImageHeight?: number | null;
  caption?: string | null;
};

export type FeedCardProfile = { displayName: string; avatarUrl?: string | null };

export type FeedCardProduct = {
  id: string;
  name: string;
  imageUrl: string;
  /** Product page path, or the retailer's URL when `external`. */
  href: string;
  external?: boolean;
};

export type FeedCardProps = {
  post: FeedCardPost;
  profile?: FeedCardProfile | null;
  /** Creator shop path for the avatar and name. */
  profileHref?: string;
  /** Post page path for the hero and the '+N' link. */
  postHref: string;
  /** The post's products in order (only the first three are shown). */
  products: readonly FeedCardProduct[];
  /** Total number of products on the post; defaults to `products.length`. */
  productCount?: number;
  liked: boolean;
  onLikeToggle: () => void;
  /** In a one-column list the hero stays 450 wide on phones. */
  singleColumn?: boolean;
  /** Load the hero eagerly (first row). */
  priority?: boolean;
  className?: string;
};

/** Feed item card: creator, hero linking to the post, like button, up to 3 product tiles and a '+N' link. */
export function FeedCard({
  post,
  profile,
  profileHref,
  postHref,
  products,
  productCount,
  liked,
  onLikeToggle,
  singleColumn = false,
  priority = false,
  className,
}: FeedCardProps) {
  const { t } = useTranslation('common');
  const shown = products.slice(0, FEED_CARD_MAX_PRODUCTS);
  const total = Math.max(productCount ?? products.length, products.length);
  const more = total - shown.length;
  const displayName = profile?.displayName ?? '';
  const width = HERO_WIDTH;
  const height = heroHeight(width, post.heroImageWidth, post.heroImageHeight);
  const phoneWidth = HERO_WIDTH_PHONE;
  const phoneHeight = heroHeight(phoneWidth, post.heroImageWidth, post.heroImageHeight);
  const heroAlt =
    post.caption?.trim() || (displayName ? t('postBy', 'Post by {{displayName}}', { displayName }) : '');

  return (
    <article
      className={className}
      aria-label={displayName ? t('postBy', 'Post by {{displayName}}', { displayName }) : undefined}
      css={card}
    >
      {profile ? (
        <header css={header}>
          {profileHref ? (
            <Link to={profileHref} css={profileLink}>
              <Avatar src={profile.avatarUrl} name={profile.displayName} size={32} decorative />
              <span>{profile.displayName}</span>
            </Link>
          ) : (
            <span css={profileLink}>
              <Avatar src={profile.avatarUrl} name={profile.displayName} size={32} decorative />
              <span>{profile.displayName}</span>
            </span>
          )}
        </header>
      ) : null}
      <div css={relative}>
        <Link to={postHref} css={heroLink}>
          <picture>
            {singleColumn ? null : (
              <source
                media={mq.query.down('sm')}
                srcSet={imageSrcSet(post.heroImage, { width: phoneWidth })}
                width={phoneWidth}
                height={phoneHeight}
              />
            )}
            <img
              src={imageUrl(post.heroImage, { width })}
              srcSet={imageSrcSet(post.heroImage, { width })}
              width={width}
              height={height}
              alt={heroAlt}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              css={heroImage}
            />
          </picture>
        </Link>
        <LikeButton overlay liked={liked} onToggle={onLikeToggle} postBy={displayName || undefined} />
      </div>
      {shown.length > 0 ? (
        <ul css={productRow} aria-label={t('productsInPost', 'Products in this post')}>
          {shown.map((product) => (
            <li key={product.id} css={productCell}>
              <ProductTile
                variant="compact"
                name={product.name}
                imageUrl={product.imageUrl}
                href={product.href}
                external={product.external}
                imageWidth={88}
              />
            </li>
          ))}
          {more > 1 ? (
            <li css={productCell}>
              <Link
                to={postHref}
                css={moreLink}
                aria-label={t('moreProducts', 'View {{count}} more products', { count: more })}
              >
                +{more}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}

// Styles are built once, from the one theme (PlatformProviders' ThemeProvider gives the same object): a feed renders
// many cards, and a style built per render is serialised again each time.
const relative = css({ position: 'relative' });
const heroImage = css({ display: 'block', width: '100%', height: 'auto' });
const productCell = css({ minWidth: 0 });

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(1)};
  min-width: 0;
  font-family: ${theme.typography.fontFamily};
  color: ${theme.colors.text};
`;

const header = css({ display: 'flex', alignItems: 'center', minWidth: 0 });

const profileLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  min-width: 0;
  color: inherit;
  font-size: ${theme.typography.size.sm};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const heroLink = css`
  display: block;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const productRow = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const moreLink = css`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
