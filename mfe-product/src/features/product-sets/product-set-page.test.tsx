import type { ShopProduct, ShopProductCollection } from '@ltk/contracts';
import { makeProductDetails, makeProfile, renderWithPlatform, reply, type MockHandler } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ProductSetPage } from './product-set-page';

const creator = makeProfile({ id: 'prof-1', displayName: 'jane.doe' });
const set: ShopProductCollection = {
  id: 'set-1',
  collectionId: 'set-1',
  profileId: 'prof-1',
  title: 'Cozy knits',
  subtype: 'PRODUCT_SET',
  productCount: 1,
  description: 'Warm layers.',
  coverPhotoUrls: ['http://api.test/images/product/d-1.jpg'],
  attributes: { audience: null, occasion: null },
  createdAt: '2026-01-01T00:00:00Z',
};
const shopProduct: ShopProduct = {
  id: 'sp-1',
  shopProductId: 'sp-1',
  collectionId: 'set-1',
  position: 0,
  productDetailsId: 'd-1',
  linkUrl: 'http://web.test/products/d-1?ci=set-1',
  productReferenceId: 'ref-1',
  imageUrl: 'http://api.test/images/product/d-1.jpg',
};
const details = makeProductDetails({ id: 'd-1', name: 'Cable sweater', price: 80, salePrice: 60 });

const routes = (overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /shop_product/get_shop_product_collection': () => ({ shopProductCollection: set }),
  'GET /v2/profiles/': () => ({ profiles: [creator] }),
  'GET /shop_product/get_shop_products_by_collection': () => ({
    shopProducts: [shopProduct],
    productDetails: [details],
    meta: { next: null },
  }),
  ...overrides,
});

const page = (
  <Routes>
    <Route path="/productsets/:id" element={<ProductSetPage />} />
  </Routes>
);

describe('/productsets/:id', () => {
  it('shows the set, its creator, share and its products with prices, titled by the set', async () => {
    const { titles, fetchMock } = renderWithPlatform(page, { route: '/productsets/set-1', routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cozy knits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See it in jane.doe's shop" })).toHaveAttribute(
      'href',
      '/explore/jane.doe/productsets/set-1',
    );
    expect(screen.getByRole('button', { name: 'Share Cozy knits' })).toBeInTheDocument();
    const products = await screen.findByRole('region', { name: 'Products in Cozy knits' });
    expect(await within(products).findByText('$60.00')).toBeInTheDocument();
    expect(within(products).getByRole('link', { name: 'Cable sweater' })).toHaveAttribute(
      'href',
      '/products/d-1?ci=set-1',
    );
    expect(titles).toContain('Cozy knits');
    const call = fetchMock.callsTo('GET /shop_product/get_shop_products_by_collection')[0];
    expect(call?.url.searchParams.get('limit')).toBe('36');
    expect(call?.url.searchParams.getAll('includes[]')).toEqual(['product_details']);
  });

  it('an unknown set is the 404 page error', async () => {
    const { pageError } = renderWithPlatform(page, {
      route: '/productsets/nope',
      routes: routes({
        'GET /shop_product/get_shop_product_collection': () =>
          reply(404, { status: 404, error_code: 'not_found', developer_message: 'no' }),
      }),
    });
    await waitFor(() => expect(pageError()).toMatchObject({ status: 404 }));
  });

  it('another failure offers a retry', async () => {
    renderWithPlatform(page, {
      route: '/productsets/set-1',
      routes: routes({ 'GET /shop_product/get_shop_product_collection': () => reply(500, {}) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The product set could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
