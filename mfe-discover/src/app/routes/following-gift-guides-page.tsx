import { usePageTitle } from '@ltk/platform';
import { selectIsLoggedIn, useAppSelector, useList } from '@ltk/store';
import { FeedGrid } from '@ltk/ui';
import { FollowingGuideCard } from '../../features/gift-guides/components/following-guide-card';
import { followingGiftGuides } from '../../features/gift-guides/gift-guide-loads';
import { usePageStrings } from '../../i18n/page-strings';
import { SignedOutPrompt } from '../../lib/signed-out-prompt';
import { listGridProps } from '@ltk/ui/list-grid';

const COLUMNS = { xs: 1, sm: 2, md: 2, lg: 3, xl: 3 };

/** /home/following/giftguides: gift guides of the creators the user follows, 8 a page (logged in only). */
export function FollowingGiftGuidesPage() {
  const { t } = usePageStrings();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const title = t('followingGuides.title');
  usePageTitle(title);
  const list = useList(followingGiftGuides, undefined, { enabled: loggedIn });
  if (!loggedIn) return <SignedOutPrompt message={t('followingGuides.loggedOut')} />;
  return (
    <FeedGrid
      label={title}
      {...listGridProps(list)}
      columns={COLUMNS}
      renderItem={(id) => <FollowingGuideCard id={id} />}
    />
  );
}
