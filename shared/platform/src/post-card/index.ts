// `@ltk/platform/post-card`: not a shared module (shared/mf-config): each feed bundles the card with itself, so it adds
// nothing to the first load of the routes without a feed.
export { PostCard, type PostCardProps } from './post-card';
