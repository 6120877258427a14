// `@ltk/ui/post`: a post's hero and its products' tiles, shown by the post page and by a post inside a creator's shop,
// and the post and product pages' columns and product image (also rendered by the shell's server for the first
// screen). Outside the shared `@ltk/ui` module, so they load with those pages, not on every first load.
export { PostHero, type PostHeroProps } from './post-hero';
export { heroSrc, heroSrcSet } from './hero-image';
export { postProductTileProps, ProductTileGrid, type ProductTileGridProps } from './post-products';
export { postPageLayout, productPageLayout, ProductImage } from './page-layouts';
