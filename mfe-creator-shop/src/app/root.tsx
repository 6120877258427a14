import { RaiseNotFound } from '@ltk/platform';
import { LazyPage } from '@ltk/ui/lazy-page';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ShopLayout } from './routes/shop-layout';
import { ShopPostsPage } from './routes/shop-posts-page';
import { strings } from '../i18n/strings';

// The shop's first screen (header, tabs, posts) ships with the remote's first chunk; every other tab and page
// loads on its own route, in its own chunk.
const ShopPostPage = lazy(() =>
  import('./routes/shop-post-page').then((m) => ({
    default: m.ShopPostPage,
  })),
);
const CollectionsPage = lazy(() =>
  import('./routes/collections-page').then((m) => ({
    default: m.CollectionsPage,
  })),
);
const CollectionPage = lazy(() =>
  import('./routes/collection-page').then((m) => ({
    default: m.CollectionPage,
  })),
);
const ProductSetsPage = lazy(() =>
  import('./routes/product-sets-page').then((m) => ({
    default: m.ProductSetsPage,
  })),
);
const ShopSetPage = lazy(() =>
  import('./routes/product-set-page').then((m) => ({
    default: m.ShopSetPage,
  })),
);
const GiftGuidesPage = lazy(() =>
  import('./routes/gift-guides-page').then((m) => ({
    default: m.GiftGuidesPage,
  })),
);
// The display name left out (rare): the redirects in one small chunk, off the shop's first load.
const shopRedirects = () => import('./routes/shop-redirects');
const CollectionRedirect = lazy(() => shopRedirects().then((m) => ({ default: m.CollectionRedirect })));
const ChatRedirect = lazy(() => shopRedirects().then((m) => ({ default: m.ChatRedirect })));
const SetRedirect = lazy(() => shopRedirects().then((m) => ({ default: m.SetRedirect })));
const ChatPage = lazy(() => import('./routes/chat-page').then((m) => ({ default: m.ChatPage })));

/** Routes of the creator shop remote: /explore/:displayName and everything under it. */
export function Root() {
  strings.useStrings();
  return (
    <Routes>
      {/* The route table's optional display name, left out: chat is the app's chat page; a collection, product set
          or gift guide is found in its creator's shop. */}
      <Route
        path="/explore/chat"
        element={
          <LazyPage>
            <ChatRedirect />
          </LazyPage>
        }
      />
      <Route
        path="/explore/collections/:id"
        element={
          <LazyPage>
            <CollectionRedirect />
          </LazyPage>
        }
      />
      <Route
        path="/explore/productsets/:productSet/:product?"
        element={
          <LazyPage>
            <SetRedirect kind="productset" />
          </LazyPage>
        }
      />
      <Route
        path="/explore/giftguides/:giftGuides/:product?"
        element={
          <LazyPage>
            <SetRedirect kind="giftguide" />
          </LazyPage>
        }
      />
      <Route path="/explore/:displayName" element={<ShopLayout />}>
        <Route index element={<ShopPostsPage />} />
        <Route
          path="posts/:id"
          element={
            <LazyPage>
              <ShopPostPage />
            </LazyPage>
          }
        />
        <Route
          path="collections"
          element={
            <LazyPage>
              <CollectionsPage />
            </LazyPage>
          }
        />
        <Route
          path="collections/:id"
          element={
            <LazyPage>
              <CollectionPage />
            </LazyPage>
          }
        />
        <Route
          path="productsets"
          element={
            <LazyPage>
              <ProductSetsPage />
            </LazyPage>
          }
        />
        <Route
          path="productsets/:productSet/:product?"
          element={
            <LazyPage>
              <ShopSetPage kind="productset" />
            </LazyPage>
          }
        />
        <Route
          path="giftguides"
          element={
            <LazyPage>
              <GiftGuidesPage />
            </LazyPage>
          }
        />
        <Route
          path="giftguides/:giftGuides/:product?"
          element={
            <LazyPage>
              <ShopSetPage kind="giftguide" />
            </LazyPage>
          }
        />
        <Route
          path="chat"
          element={
            <LazyPage>
              <ChatPage />
            </LazyPage>
          }
        />
        <Route path="*" element={<RaiseNotFound />} />
      </Route>
      <Route path="*" element={<RaiseNotFound />} />
    </Routes>
  );
}
