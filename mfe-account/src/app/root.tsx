import { RaiseNotFound } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { Spinner } from '@ltk/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../lib/require-auth';
import { FavoriteProductsPage } from './routes/favorite-products-page';
import { FavoritePostsPage } from './routes/favorite-posts-page';
import { SettingsPage } from './routes/settings-page';
import { strings } from '../i18n/strings';

// Favorites and settings ship with the remote's first chunk; the other pages load when visited.
const WishlistsPage = lazy(() =>
  import(/* webpackChunkName: "wishlists" */ './routes/wishlists-page').then((m) => ({
    default: m.WishlistsPage,
  })),
);
const SharedWishlistPage = lazy(() =>
  import(/* webpackChunkName: "shared-wishlist" */ './routes/shared-wishlist-page').then((m) => ({
    default: m.SharedWishlistPage,
  })),
);

const TermsOfServicePage = lazy(() =>
  import(/* webpackChunkName: "legal-pages" */ './routes/legal-pages').then((m) => ({
    default: m.TermsOfServicePage,
  })),
);
const VirtualPatentPage = lazy(() =>
  import(/* webpackChunkName: "legal-pages" */ './routes/legal-pages').then((m) => ({
    default: m.VirtualPatentPage,
  })),
);

const InvitePage = lazy(() =>
  import(/* webpackChunkName: "invite" */ './routes/invite-page').then((m) => ({ default: m.InvitePage })),
);

function Page({ children, auth = false }: { children: ReactNode; auth?: boolean }) {
  const page = <Suspense fallback={<Spinner />}>{children}</Suspense>;
  return auth ? <RequireAuth>{page}</RequireAuth> : page;
}

/** The account remote's routes. */
export function Root() {
  strings.useStrings();
  return (
    <Routes>
      <Route
        path="/account"
        element={
          <RequireAuth>
            <SettingsPage />
          </RequireAuth>
        }
      />
      <Route path="/account/favorites" element={<Navigate to={paths.favoriteProducts()} replace />} />
      <Route
        path="/account/favorites/products"
        element={
          <RequireAuth>
            <FavoriteProductsPage />
          </RequireAuth>
        }
      />
      <Route
        path="/account/favorites/posts"
        element={
          <RequireAuth>
            <FavoritePostsPage />
          </RequireAuth>
        }
      />
      <Route
        path="/wishlists"
        element={
          <Page auth>
            <WishlistsPage />
          </Page>
        }
      />
      <Route
        path="/collections"
        element={
          <Page auth>
            <WishlistsPage />
          </Page>
        }
      />
      <Route
        path="/collections/:hash"
        element={
          <Page>
            <SharedWishlistPage />
          </Page>
        }
      />
      <Route
        path="/terms-of-service"
        element={
          <Page>
            <TermsOfServicePage />
          </Page>
        }
      />
      <Route
        path="/legal/virtual-patent"
        element={
          <Page>
            <VirtualPatentPage />
          </Page>
        }
      />
      {['/user', '/user/:invite'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Page>
              <InvitePage />
            </Page>
          }
        />
      ))}
      <Route path="*" element={<RaiseNotFound />} />
    </Routes>
  );
}
