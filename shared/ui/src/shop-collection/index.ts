// `@ltk/ui/shop-collection`: a creator shop's collection page above its posts (its title), props in and markup out.
// mfe-creator-shop's collection page and the shell's server (the first screen painted from the HTML,
// shell/src/server/page-paint.tsx) render it; a subpath of its own, so it stays in the collection page's chunk.
export { ShopCollection } from './shop-collection';
