export { estimateFeedCardHeight } from './card-height';
export { MASONRY_GAPS, MasonryFeed, type MasonryFeedProps } from './masonry-feed';
// The layout maths: placing cards in columns, the rendered window and the paging line.
export * from './masonry-layout';
