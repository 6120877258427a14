import { css, type Theme } from '@emotion/react';
import { usePageTitle } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { selectIsLoggedIn, useAppSelector, useList } from '@ltk/store';
import { FeedGrid } from '@ltk/ui';
import { Link } from 'react-router-dom';
import { FollowingGuideCard } from '../../features/gift-guides/components/following-guide-card';
import { FOLLOWING_GUIDES_LIST, followingGuidesLoader } from '../../features/gift-guides/gift-guide-loads';
import { usePageStrings } from '../../i18n/page-strings';
import { listGridProps } from '@ltk/ui/list-grid';

const COLUMNS = { xs: 1, sm: 2, md: 2, lg: 3, xl: 3 };

/** /home/following/giftguides: gift guides of the creators the user follows, 8 a page (logged in only). */
export function FollowingGiftGuidesPage() {
  const { t } = usePageStrings();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const title = t('followingGuides.title');
  usePageTitle(title);
  const list = useList(FOLLOWING_GUIDES_LIST, followingGuidesLoader, { enabled: loggedIn });
  if (!loggedIn)
    return (
      <div css={(theme: Theme) => css({ textAlign: 'center', padding: theme.spacing(4, 2) })}>
        <p>{t('followingGuides.loggedOut')}</p>
        <Link to={paths.signup('discover')}>{t('followingGuides.signUp')}</Link>
      </div>
    );
  return (
    <FeedGrid
      label={title}
      {...listGridProps(list)}
      columns={COLUMNS}
      renderItem={(id) => <FollowingGuideCard id={id} />}
    />
  );
}
