import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { selectIsLoggedIn, useAppSelector } from '@ltk/store';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@ltk/platform';
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

  if (!allowed) {
    return (
      <div css={(theme: Theme) => css({ textAlign: 'center', padding: theme.spacing(4, 2) })}>
        <p>{t('following.loggedOut')}</p>
        <Link to={paths.signup('discover')}>{t('following.signUp')}</Link>
      </div>
    );
  }

  return <PostFeed label={title} view={view} />;
}
