import { selectIsLoggedIn, useAppSelector } from '@ltk/store';
import { PAGE_ERROR_CODES, usePageError, usePageTitle } from '@ltk/platform';
import { loadPageError } from '@ltk/platform/load-page-error';
import { LazySignedOutPrompt } from '../../lib/lazy-signed-out-prompt';
import type { HomeFeedDefinition } from './feed-definitions';
import { PostFeed } from './post-feed';
import { useFeed } from './use-feed';
import { strings } from '../../i18n/strings';

/** One home tab: a shared-store feed in the responsive grid, paged by scroll. */
export function FeedScreen({ feed }: { feed: HomeFeedDefinition }) {
  const { t } = strings.useStrings();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const allowed = loggedIn || !feed.requiresLogin;
  const title = t(feed.titleKey);
  usePageTitle(title);
  const view = useFeed(feed, allowed);
  // A first page that failed leaves nothing to show: the shell's error screen (a later page keeps 'Try Again').
  const failedFirstLoad = view.status === 'error' && view.postIds.length === 0;
  usePageError(
    failedFirstLoad && feed.pageErrorMessage
      ? loadPageError(view.error, PAGE_ERROR_CODES.feedNotFound, feed.pageErrorMessage)
      : null,
  );

  if (!allowed) return <LazySignedOutPrompt message={t('following.loggedOut')} />;

  return <PostFeed label={title} view={view} cacheKey={`home:${feed.name}`} />;
}
