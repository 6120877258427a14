import { DISCOVER_FEED } from './feed-definitions';
import { PostFeed } from './post-feed';
import { useFeed } from './use-feed';
import { strings } from '../../i18n/strings';

/** The Discover feed grid alone (no page title): shown below error screens, in the shell and in this remote. */
export function DiscoverFeed() {
  const { t } = strings.useStrings();
  const view = useFeed(DISCOVER_FEED);
  return <PostFeed label={t('tabs.discover')} view={view} />;
}
