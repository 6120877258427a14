import { RaiseNotFound } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { Spinner } from '@ltk/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DISCOVER_FEED, FOLLOWING_FEED, FOR_YOU_FEED } from '../features/feeds/feed-definitions';
import { FeedScreen } from '../features/feeds/feed-screen';
import { HomeTabs } from '../features/home-tabs/home-tabs';
import { strings } from '../i18n/strings';

// The home feeds ship with the remote's first chunk; the other pages load when visited, in two chunks (each
// chunk is a line of every remote entry's chunk map, which /home loads): "pages" and "landing".
const CategoriesPage = lazy(() =>
  import(/* webpackChunkName: "pages" */ './routes/categories-page').then((m) => ({
    default: m.CategoriesPage,
  })),
);
const CategoryPage = lazy(() =>
  import(/* webpackChunkName: "pages" */ './routes/category-page').then((m) => ({
    default: m.CategoryPage,
  })),
);
const HashtagPage = lazy(() =>
  import(/* webpackChunkName: "pages" */ './routes/hashtag-page').then((m) => ({ default: m.HashtagPage })),
);

const AppLandingPage = lazy(() =>
  import(/* webpackChunkName: "landing" */ './routes/app-landing-page').then((m) => ({
    default: m.AppLandingPage,
  })),
);

const GiftGuidesPage = lazy(() =>
  import(/* webpackChunkName: "landing" */ './routes/gift-guides-page').then((m) => ({
    default: m.GiftGuidesPage,
  })),
);
const GiftGuidesAudiencePage = lazy(() =>
  import(/* webpackChunkName: "landing" */ './routes/gift-guides-audience-page').then((m) => ({
    default: m.GiftGuidesAudiencePage,
  })),
);
const HolidayGiftGuidesPage = lazy(() =>
  import(/* webpackChunkName: "landing" */ './routes/holiday-gift-guides-page').then((m) => ({
    default: m.HolidayGiftGuidesPage,
  })),
);
const FollowingGiftGuidesPage = lazy(() =>
  import(/* webpackChunkName: "landing" */ './routes/following-gift-guides-page').then((m) => ({
    default: m.FollowingGiftGuidesPage,
  })),
);

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** The remote's screens; paths it owns but does not render yet match nothing and render nothing. */
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
            <Page>
              <FollowingGiftGuidesPage />
            </Page>
          }
        />
      </Route>
      <Route
        path="/categories"
        element={
          <Page>
            <CategoriesPage />
          </Page>
        }
      />
      <Route
        path="/categories/:category"
        element={
          <Page>
            <CategoryPage />
          </Page>
        }
      />
      <Route
        path="/hashtags/:hashtag?"
        element={
          <Page>
            <HashtagPage />
          </Page>
        }
      />
      <Route
        path="/ltk-shopping-app"
        element={
          <Page>
            <AppLandingPage variant="shopping" />
          </Page>
        }
      />
      <Route
        path="/ltk-chat"
        element={
          <Page>
            <AppLandingPage variant="chat" />
          </Page>
        }
      />
      <Route
        path="/giftguides"
        element={
          <Page>
            <GiftGuidesPage />
          </Page>
        }
      />
      <Route
        path="/giftguides/:id"
        element={
          <Page>
            <GiftGuidesAudiencePage />
          </Page>
        }
      />
      <Route
        path="/gift-guides"
        element={
          <Page>
            <HolidayGiftGuidesPage />
          </Page>
        }
      />
      <Route path="*" element={<RaiseNotFound />} />
    </Routes>
  );
}
