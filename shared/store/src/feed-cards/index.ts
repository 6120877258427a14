// `@ltk/store/feed-cards`: not a shared module (shared/mf-config): each feed bundles this hook with itself, so it adds
// nothing to the first load of the routes without a feed; it reaches the store through the shared `@ltk/store`.
export { useCardData } from './use-card-data';
export { usePostLike } from './use-post-like';
export { selectCardProducts, sameCardProducts, type CardProduct } from './select-card-products';
