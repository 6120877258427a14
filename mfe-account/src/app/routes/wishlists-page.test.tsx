import { makeAuthState, makeWishedProduct, renderWithPlatform } from '@ltk/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strings } from '../../i18n/strings';
import { WishlistsPage } from './wishlists-page';

const wishlist = {
  id: 'c1',
  name: 'My Wishlist',
  isDefault: true,
  wishCount: 1,
  userId: 'u1',
  shareHash: 'c2hhcmU6dTE',
  coverImageUrls: [],
  dateCreated: '2026-01-01T00:00:00.000Z',
};
const { wish, product, details } = makeWishedProduct({
  wish: { id: 'w1', wishCollectionId: 'c1' },
  product: { id: 'pr1', ltkId: 'p1' },
  details: { id: 'd1', name: 'Linen dress' },
});

test('lists the wishlists with their products, 36 a page, and its share link; removing the last wish empties it', async () => {
  const user = userEvent.setup();
  let wishes = [wish];
  const { fetchMock } = renderWithPlatform(
    <strings.WithStrings>
      <WishlistsPage />
    </strings.WithStrings>,
    {
      route: '/wishlists',
      auth: makeAuthState(),
      routes: {
        'GET /v2/wish_collections/': () => ({ wishCollections: [wishlist] }),
        'GET /v2/wish_collections/c1/wishes': () => ({ wishes, meta: { cursor: null, limit: 36 } }),
        'GET /v2/products/': () => ({ products: [product] }),
        'GET /v2/product_details/': () => ({ productDetails: [details] }),
        'DELETE /v2/wishes/w1': () => {
          wishes = [];
          return {};
        },
      },
    },
  );
  expect(await screen.findByText('Linen dress')).toBeInTheDocument();
  expect(fetchMock.callsTo('GET /v2/wish_collections/c1/wishes')[0]?.url.searchParams.get('limit')).toBe(
    '36',
  );
  expect(screen.getByRole('link', { name: 'Share link of My Wishlist' })).toHaveAttribute(
    'href',
    '/collections/c2hhcmU6dTE',
  );
  await user.click(screen.getByRole('button', { name: 'Save Linen dress', pressed: true }));
  expect(await screen.findByText('This wishlist is empty.')).toBeInTheDocument();
  await waitFor(() => expect(fetchMock.callsTo('DELETE /v2/wishes/w1')).toHaveLength(1));
});
