import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Profile } from '@ltk/contracts';
import { ShopPostFeed } from '../../../lib/post-grid/shop-post-feed';
import { useCreatorFeed } from '../hooks/use-creator-feed';
import { strings } from '../../../i18n/strings';

const feedStyle = (theme: Theme) => css`
  padding-bottom: ${theme.spacing(4)};
`;

export type CreatorFeedProps = { profile: Profile };

/** The creator's post feed (virtualised masonry): spinner, error with retry, empty text, paging by scroll. */
export function CreatorFeed({ profile }: CreatorFeedProps) {
  const { t } = strings.useStrings();
  const feed = useCreatorFeed(profile.id);
  return (
    <ShopPostFeed
      css={feedStyle}
      label={t('feed.title')}
      postIds={feed.postIds}
      profile={profile}
      cacheKey={feed.name}
      status={feed.status}
      hasMore={feed.hasMore}
      onLoadMore={feed.loadMore}
      onRetry={feed.retry}
    />
  );
}
