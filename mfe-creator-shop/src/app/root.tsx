import { RaiseNotFound } from '@ltk/platform';
import { Spinner } from '@ltk/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ShopLayout } from './routes/shop-layout';
import { ShopPostsPage } from './routes/shop-posts-page';
import { strings } from '../i18n/strings';

// The shop's first screen (header, tabs, posts) ships with the remote's first chunk; every other tab and page
// loads on its own route, in its own chunk.
const ShopPostPage = lazy(() =>
  import(/* webpackChunkName: "shop-post" */ './routes/shop-post-page').then((m) => ({
    default: m.ShopPostPage,
  })),
);
const CollectionsPage = lazy(() =>
  import(/* webpackChunkName: "shop-collections" */ './routes/collections-page').then((m) => ({
    default: m.CollectionsPage,
  })),
);
const CollectionPage = lazy(() =>
  import(/* webpackChunkName: "shop-collection" */ './routes/collection-page').then((m) => ({
    default: m.CollectionPage,
  })),
);
const ProductSetsPage = lazy(() =>
  import(/* webpackChunkName: "shop-product-sets" */ './routes/product-sets-page').then((m) => ({
    default: m.ProductSetsPage,
  })),
);
const ShopSetPage = lazy(() =>
  import(/* webpackChunkName: "shop-set" */ './routes/product-set-page').then((m) => ({
    default: m.ShopSetPage,
  })),
);
const GiftGuidesPage = lazy(() =>
  import(/* webpackChunkName: "shop-gift-guides" */ './routes/gift-guides-page').then((m) => ({
    default: m.GiftGuidesPage,
  })),
);
const ChatPage = lazy(() =>
  import(/* webpackChunkName: "shop-chat" */ './routes/chat-page').then((m) => ({ default: m.ChatPage })),
);

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** Routes of the creator shop remote: /explore/:displayName and everything under it. */
export function Root() {
  strings.useStrings();
  return (
    <Routes>
      <Route path="/explore/:displayName" element={<ShopLayout />}>
        <Route index element={<ShopPostsPage />} />
        <Route
          path="posts/:id"
          element={
            <Page>
              <ShopPostPage />
            </Page>
          }
        />
        <Route
          path="collections"
          element={
            <Page>
              <CollectionsPage />
            </Page>
          }
        />
        <Route
          path="collections/:id"
          element={
            <Page>
              <CollectionPage />
            </Page>
          }
        />
        <Route
          path="productsets"
          element={
            <Page>
              <ProductSetsPage />
            </Page>
          }
        />
        <Route
          path="productsets/:productSet/:product?"
          element={
            <Page>
              <ShopSetPage kind="productset" />
            </Page>
          }
        />
        <Route
          path="giftguides"
          element={
            <Page>
              <GiftGuidesPage />
            </Page>
          }
        />
        <Route
          path="giftguides/:giftGuides/:product?"
          element={
            <Page>
              <ShopSetPage kind="giftguide" />
            </Page>
          }
        />
        <Route
          path="chat"
          element={
            <Page>
              <ChatPage />
            </Page>
          }
        />
        <Route path="*" element={<RaiseNotFound />} />
      </Route>
      <Route path="*" element={<RaiseNotFound />} />
    </Routes>
  );
}
