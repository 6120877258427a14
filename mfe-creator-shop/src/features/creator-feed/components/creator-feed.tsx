import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Profile } from '@ltk/contracts';
import { ShopPostFeed } from '../../../lib/post-grid/shop-post-feed';
import { useCreatorFeed } from '../hooks/use-creator-feed';
import { strings } from '../../../i18n/strings';
import { VisitContentReady } from '../../../lib/visit-content-ready';

const feedStyle = (theme: Theme) => css({ paddingBottom: theme.spacing(4) });

export type CreatorFeedProps = { profile: Profile };

/**
 * The creator's post feed (virtualised masonry): spinner, error with retry, empty text, paging by scroll. Its first
 * page (or its error) on screen is the shop visit's first content: the splash goes.
 */
export function CreatorFeed({ profile }: CreatorFeedProps) {
  const { t } = strings.useStrings();
  const feed = useCreatorFeed(profile.id);
  // Posts on screen (also while a later page or a revalidation is pending), or the fetch's outcome (empty, error).
  const shown = feed.postIds.length > 0 || feed.status === 'success' || feed.status === 'error';
  return (
    <>
      {shown ? <VisitContentReady /> : null}
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
    </>
  );
}
