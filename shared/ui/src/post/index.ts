// `@ltk/ui/post`: a post's hero and its products' tiles, shown by the post page and by a post inside a creator's shop.
// Outside the shared `@ltk/ui` module, so they load with those pages, not on every first load.
export { PostHero, type PostHeroProps } from './post-hero';
export { heroSrc, heroSrcSet } from './hero-image';
export { postProductTileProps, ProductTileGrid, type ProductTileGridProps } from './post-products';
