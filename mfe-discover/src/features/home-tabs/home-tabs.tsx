import { visuallyHidden } from '@ltk/ui';
import { TabNav } from '@ltk/ui/tab-nav';
import { Outlet, matchPath, useLocation } from 'react-router-dom';
import { strings } from '../../i18n/strings';
import { PageLayout } from '@ltk/ui/page-layout';

const TABS = [
  { to: '/home', key: 'tabs.discover' },
  { to: '/home/for-you', key: 'tabs.forYou' },
  { to: '/home/following', key: 'tabs.following' },
  { to: '/home/following/giftguides', key: 'tabs.giftGuides' },
] as const;

/** /home layout: Discover / For you / Following / Following gift guides navigation above the active tab. */
export function HomeTabs() {
  const { t } = strings.useStrings();
  const { pathname } = useLocation();
  const tabs = TABS.map((tab) => ({
    to: tab.to,
    label: t(tab.key),
    current: matchPath({ path: tab.to, end: true }, pathname) !== null,
  }));
  return (
    <PageLayout>
      {/* The page's heading for screen readers: the tab's name, which the tab row shows. */}
      <h1 css={visuallyHidden}>{(tabs.find((tab) => tab.current) ?? tabs[0]!).label}</h1>
      <TabNav label={t('tabs.label')} tabs={tabs} />
      <Outlet />
    </PageLayout>
  );
}
