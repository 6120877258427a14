import { FeedGrid } from '@ltk/ui';
import { FeedPostCard } from './feed-post-card';
import { useCardData } from './use-card-data';
import type { FeedView } from './use-feed';

/** Cards of the first row load eagerly (largest contentful paint). */
const EAGER_CARDS = 4;

export interface PostFeedProps {
  /** Accessible name of the feed region. */
  label: string;
  view: FeedView;
}

/** A loaded shared-store feed in the responsive grid: cards with their products and like state, paged by scroll. */
export function PostFeed({ label, view }: PostFeedProps) {
  const { postIds, status, hasMore, loadMore, retry } = view;
  useCardData(postIds);
  return (
    <FeedGrid
      label={label}
      items={postIds}
      getKey={(id) => id}
      status={status}
      hasMore={hasMore}
      onLoadMore={loadMore}
      onRetry={retry}
      renderItem={(id, index) => <FeedPostCard postId={id} priority={index < EAGER_CARDS} />}
    />
  );
}
