import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@ltk/routes';
import { RequireAuth } from '../lib/require-auth';
import { FavoriteProductsPage } from './routes/favorite-products-page';
import { FavoritePostsPage } from './routes/favorite-posts-page';
import { SettingsPage } from './routes/settings-page';
import { strings } from '../i18n/strings';

/** The account remote's routes (all for a signed-in user). */
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
      <Route path="*" element={null} />
    </Routes>
  );
}
