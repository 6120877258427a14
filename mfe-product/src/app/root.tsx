import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
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

/** Routes of the product remote: post pages and product detail (product sets and gift guides come later). */
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
      <Route path="*" element={<RaiseNotFound />} />
    </Routes>
  );
}
