export { estimateFeedCardHeight } from './card-height';
export { MasonryFeed, type MasonryFeedProps } from './masonry-feed';
export {
  MASONRY_DEFAULT_COLUMNS,
  MASONRY_INITIAL_COLUMN_WIDTH,
  MASONRY_INITIAL_VIEWPORT_HEIGHT,
  MASONRY_PAGING_THRESHOLD,
  layoutMasonry,
  pagingLine,
  visibleIndexes,
} from './masonry-layout';
