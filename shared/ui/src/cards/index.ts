// `@ltk/ui/cards`: listing cards used by several remotes' own pages, outside the shared `@ltk/ui` module so they load
// with those pages, not on every first load.
export { CoverCard, type CoverCardProps } from './cover-card';
export { shopProductTileProps } from './shop-product-tile';
