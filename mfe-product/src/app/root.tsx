import { usePlatform } from '@ltk/platform';
import { Route, Routes } from 'react-router-dom';
import { ensureResources } from '../i18n/ensure-resources';
import { NotFoundState } from '../lib/page-states';
import { PostPage } from './routes/post-page';
import { ProductPage } from './routes/product-page';

/** Routes of the product remote: post pages and product detail (product sets and gift guides come later). */
export function Root() {
  void ensureResources(usePlatform().i18n);
  return (
    <Routes>
      <Route path="/post/:id" element={<PostPage />} />
      <Route path="/posts/:id" element={<PostPage />} />
      <Route path="/products/:id" element={<ProductPage />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
