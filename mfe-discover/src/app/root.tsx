import { paths } from '@ltk/routes';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DISCOVER_FEED, FOLLOWING_FEED, FOR_YOU_FEED } from '../features/feeds/feed-definitions';
import { FeedScreen } from '../features/feeds/feed-screen';
import { HomeTabs } from '../features/home-tabs/home-tabs';
import { CategoriesPage } from './routes/categories-page';
import { CategoryPage } from './routes/category-page';
import { HashtagPage } from './routes/hashtag-page';
import { useDiscoverI18n } from './use-discover-i18n';

/** The remote's screens; paths it owns but does not render yet match nothing and render nothing. */
export function Root() {
  useDiscoverI18n();
  return (
    <Routes>
      <Route path="/" element={<Navigate to={paths.home()} replace />} />
      <Route path="/home" element={<HomeTabs />}>
        <Route index element={<FeedScreen key="discover" feed={DISCOVER_FEED} />} />
        <Route path="for-you" element={<FeedScreen key="for-you" feed={FOR_YOU_FEED} />} />
        <Route path="following" element={<FeedScreen key="following" feed={FOLLOWING_FEED} />} />
      </Route>
      <Route path="/categories" element={<CategoriesPage />} />
      <Route path="/categories/:category" element={<CategoryPage />} />
      <Route path="/hashtags/:hashtag?" element={<HashtagPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
