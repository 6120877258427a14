export { theme } from './theme/theme';
export type { LtkTheme } from './theme/theme';
export { breakpoints, mq } from './theme/breakpoints';
export type { Breakpoint } from './theme/breakpoints';
export { GlobalStyles } from './theme/global-styles';

export { Button } from './components/button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/button';
export { IconButton } from './components/button/icon-button';
export type { IconButtonProps } from './components/button/icon-button';
export { Spinner } from './components/spinner/spinner';
export type { SpinnerProps } from './components/spinner/spinner';
export { Avatar } from './components/avatar/avatar';
export type { AvatarProps } from './components/avatar/avatar';
export { LikeButton, LIKE_BUTTON_OFFSET, LIKE_BUTTON_SIZE } from './components/like-button/like-button';
export type { LikeButtonProps } from './components/like-button/like-button';
export { ProductTile } from './components/product-tile/product-tile';
export type { ProductTileProps } from './components/product-tile/product-tile';
export { FeedCard, FEED_CARD_MAX_PRODUCTS } from './components/feed-card/feed-card';
export type {
  FeedCardPost,
  FeedCardProduct,
  FeedCardProfile,
  FeedCardProps,
} from './components/feed-card/feed-card';
export { HERO_WIDTH, HERO_WIDTH_PHONE } from './components/feed-card/hero-size';
export { FeedGrid, FEED_GRID_COLUMNS, FEED_PAGING_THRESHOLD } from './components/feed-grid/feed-grid';
export type { FeedGridProps } from './components/feed-grid/feed-grid';
export { FeedFrame } from './components/feed-grid/feed-frame';
export type { FeedFrameProps, FeedGridStatus } from './components/feed-grid/feed-frame';
export { HeartIcon } from './components/icons/heart-icon';
export { ShareIcon } from './components/icons/share-icon';

export { imageSrcSet, imageUrl } from './lib/image-url';
export { saveDataMode, imagePixelRatios, videoPreload } from './lib/save-data';
export type { ConnectionInfo } from './lib/save-data';
export { formatCompactNumber } from './lib/format-compact-number';
export { formatPrice } from './lib/format-price';
export { visuallyHidden } from './lib/visually-hidden';
