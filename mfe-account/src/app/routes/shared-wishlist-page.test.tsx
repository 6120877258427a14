import { LocationProbe, makeAuthState, makeWishedProduct, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { strings } from '../../i18n/strings';
import { SharedWishlistPage } from './shared-wishlist-page';

const OWNER = 'f0000000-0000-4000-8000-000000000002';
const hash = btoa(`0123456789abcdef0123456789abcdef:${OWNER}`).replace(/=+$/, '');
const collection = {
  id: 'c1',
  name: 'Weekend edit',
  isDefault: false,
  wishCount: 1,
  userId: OWNER,
  shareHash: hash,
  coverImageUrls: [],
  dateCreated: '2026-01-01T00:00:00.000Z',
};

function renderShared(routes: Record<string, () => unknown>, auth = makeAuthState(null)) {
  return renderWithPlatform(
    <strings.WithStrings>
      <Routes>
        <Route path="/collections/:hash" element={<SharedWishlistPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </strings.WithStrings>,
    { route: `/collections/${hash}`, auth, routes },
  );
}

const { wish, product, details } = makeWishedProduct({
  wish: { id: 'w1', wishCollectionId: 'c1' },
  product: { id: 'pr1', ltkId: 'p1' },
  details: { id: 'd1', name: 'Linen dress' },
});

const denied = (code: string) => () => reply(403, { status: 403, error_code: code, developer_message: code });

describe('SharedWishlistPage', () => {
  it('shows the shared wishlist to a logged-out visitor, 30 products a page', async () => {
    const { fetchMock } = renderShared({
      'GET /v2/wish_collections_shared/0123456789abcdef0123456789abcdef': () => ({
        wishCollections: [collection],
      }),
      'GET /v2/wish_collections_shared/0123456789abcdef0123456789abcdef/wishes': () => ({
        wishes: [wish],
        meta: { cursor: null, limit: 30 },
      }),
      'GET /v2/products/': () => ({ products: [product] }),
      'GET /v2/product_details/': () => ({ productDetails: [details] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend edit' })).toBeInTheDocument();
    expect(await screen.findByText('Linen dress')).toBeInTheDocument();
    const page = fetchMock.callsTo(
      'GET /v2/wish_collections_shared/0123456789abcdef0123456789abcdef/wishes',
    )[0];
    expect(page?.url.searchParams.get('limit')).toBe('30');
    expect(page?.url.searchParams.get('user_id')).toBe(OWNER);
  });

  it('swallows a not-found wishlist into the empty state', async () => {
    renderShared({
      'GET /v2/wish_collections_shared/0123456789abcdef0123456789abcdef': () =>
        reply(404, { status: 404, error_code: 'not_found', developer_message: 'no' }),
    });
    expect(await screen.findByText('Nothing to see here yet.')).toBeInTheDocument();
  });

  it('goes to / when shared wishlists are turned off', async () => {
    renderShared({
      'GET /v2/wish_collections_shared/0123456789abcdef0123456789abcdef': denied('shared_wishlists_disabled'),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('says the wishlist is private when its owner is not on the allow list', async () => {
    renderShared({
      'GET /v2/wish_collections_shared/0123456789abcdef0123456789abcdef': denied('shared_wishlist_forbidden'),
    });
    expect(await screen.findByText('This wishlist is private.')).toBeInTheDocument();
  });

  it('shows the empty state for a malformed hash without asking the api', async () => {
    const { fetchMock } = renderWithPlatform(
      <strings.WithStrings>
        <Routes>
          <Route path="/collections/:hash" element={<SharedWishlistPage />} />
        </Routes>
      </strings.WithStrings>,
      { route: '/collections/not-a-hash!', auth: makeAuthState(null), routes: {} },
    );
    expect(await screen.findByText('Nothing to see here yet.')).toBeInTheDocument();
    expect(fetchMock.calls).toHaveLength(0);
  });
});
