import { useTranslation } from 'react-i18next';
import { DISCOVER_NS } from '../../i18n/register-discover-i18n';
import { DISCOVER_FEED } from './feed-definitions';
import { PostFeed } from './post-feed';
import { useFeed } from './use-feed';

/** The Discover feed grid alone (no page title): shown below error screens, in the shell and in this remote. */
export function DiscoverFeed() {
  const { t } = useTranslation(DISCOVER_NS);
  const view = useFeed(DISCOVER_FEED);
  return <PostFeed label={t('tabs.discover')} view={view} />;
}
