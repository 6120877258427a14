import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Profile } from '@ltk/contracts';
import { FeedGrid } from '@ltk/ui';
import { ShopPostCard } from '../../../lib/post-grid/post-card';
import { useCreatorFeed } from '../hooks/use-creator-feed';
import { strings } from '../../../i18n/strings';

const feedStyle = (theme: Theme) => css`
  padding-bottom: ${theme.spacing(4)};
`;

export type CreatorFeedProps = { profile: Profile };

/** The creator's post feed: grid, spinner, error with retry, empty text, infinite paging. */
export function CreatorFeed({ profile }: CreatorFeedProps) {
  const { t } = strings.useStrings();
  const feed = useCreatorFeed(profile.id);
  return (
    <FeedGrid
      css={feedStyle}
      label={t('feed.title')}
      items={feed.posts}
      getKey={(post) => post.id}
      renderItem={(post, index) => <ShopPostCard post={post} profile={profile} priority={index < 4} />}
      status={feed.status}
      hasMore={feed.hasMore}
      onLoadMore={feed.loadMore}
      onRetry={feed.retry}
    />
  );
}
