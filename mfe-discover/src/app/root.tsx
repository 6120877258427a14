import { LazyPage } from '@ltk/ui/lazy-page';
import { paths } from '@ltk/routes';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DISCOVER_FEED, FOLLOWING_FEED, FOR_YOU_FEED } from '../features/feeds/feed-definitions';
import { FeedScreen } from '../features/feeds/feed-screen';
import { HomeTabs } from '../features/home-tabs/home-tabs';
import { strings } from '../i18n/strings';

// The home feeds ship with the remote's first chunk. Every other page, and the table of their routes, loads on
// first visit in one "pages" chunk: a route or a chunk more here would grow /home's first load.
const PageRoutes = lazy(() =>
  import(/* webpackChunkName: "pages" */ './page-routes').then((m) => ({ default: m.PageRoutes })),
);
const FollowingGiftGuidesPage = lazy(() =>
  import(/* webpackChunkName: "pages" */ './routes/following-gift-guides-page').then((m) => ({
    default: m.FollowingGiftGuidesPage,
  })),
);

/** The remote's screens: the home tabs here, the other pages (and the 404 of unknown paths) in `PageRoutes`. */
export function Root() {
  strings.useStrings();
  return (
    <Routes>
      <Route path="/" element={<Navigate to={paths.home()} replace />} />
      <Route path="/home" element={<HomeTabs />}>
        <Route index element={<FeedScreen key="discover" feed={DISCOVER_FEED} />} />
        <Route path="for-you" element={<FeedScreen key="for-you" feed={FOR_YOU_FEED} />} />
        <Route path="following" element={<FeedScreen key="following" feed={FOLLOWING_FEED} />} />
        <Route
          path="following/giftguides"
          element={
            <LazyPage>
              <FollowingGiftGuidesPage />
            </LazyPage>
          }
        />
      </Route>
      <Route
        path="*"
        element={
          <LazyPage>
            <PageRoutes />
          </LazyPage>
        }
      />
    </Routes>
  );
}
