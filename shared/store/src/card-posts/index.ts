// `@ltk/store/card-posts`: not a shared module (shared/mf-config): each list that loads posts for post cards bundles
// this with itself; it reaches the store through the shared `@ltk/store`.
export { loadCardPosts } from './load-card-posts';
