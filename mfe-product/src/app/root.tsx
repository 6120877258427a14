import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@ltk/routes';
import { Spinner } from '@ltk/ui';
import { RaiseNotFound } from '@ltk/platform';
import { PostPage } from './routes/post-page';
import { ProductPage } from './routes/product-page';
import { strings } from '../i18n/strings';

const ProductSetPage = lazy(() =>
  import(/* webpackChunkName: "product-set" */ '../features/product-sets/product-set-page').then((m) => ({
    default: m.ProductSetPage,
  })),
);

/** Routes of the product remote: post pages, product detail and product sets. */
export function Root() {
  strings.useStrings();
  return (
    <Routes>
      <Route path="/post/:id" element={<PostPage />} />
      <Route path="/posts/:id" element={<PostPage />} />
      <Route path="/products/:id" element={<ProductPage />} />
      <Route
        path="/productsets/:id"
        element={
          <Suspense fallback={<Spinner />}>
            <ProductSetPage />
          </Suspense>
        }
      />
      {/* The route table's optional ids and /productsets, left bare: the listing each belongs to. */}
      <Route path="/post" element={<Navigate to={paths.home()} replace />} />
      <Route path="/products" element={<Navigate to={paths.categories()} replace />} />
      <Route path="/productsets" element={<Navigate to={paths.giftGuides()} replace />} />
      <Route path="*" element={<RaiseNotFound />} />
    </Routes>
  );
}
