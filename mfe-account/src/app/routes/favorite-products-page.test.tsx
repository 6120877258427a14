import { LocationProbe, makeAuthState, makeWishedProduct, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from '../root';
import { strings } from '../../i18n/strings';

const favorites = [
  makeWishedProduct({
    wish: { id: 'w1' },
    product: { id: 'p1' },
    details: { id: 'd1', name: 'Linen shirt', advertiserName: 'Nordstrom', price: 49 },
  }),
  makeWishedProduct({
    wish: { id: 'w2' },
    product: { id: 'p2' },
    details: { id: 'd2', name: 'Straw tote', advertiserName: 'Target', price: 25 },
  }),
];
const wishes = favorites.map((favorite) => favorite.wish);
const products = favorites.map((favorite) => favorite.product);
const details = favorites.map((favorite) => favorite.details);

function renderFavorites({
  loggedIn = true,
  wishesReply = (): unknown => ({ wishes, meta: { limit: 36, cursor: null } }),
} = {}) {
  return renderWithPlatform(
    <strings.WithStrings>
      <Root />
      <LocationProbe />
    </strings.WithStrings>,
    {
      route: '/account/favorites/products',
      auth: makeAuthState(loggedIn ? undefined : null),
      routes: {
        'GET /v2/wishes/': wishesReply,
        'GET /v2/products/': () => ({ products }),
        'GET /v2/product_details/': () => ({ productDetails: details }),
      },
    },
  );
}

describe('FavoriteProductsPage', () => {
  it('redirects a logged-out visitor to /login', () => {
    const { fetchMock } = renderFavorites({ loggedIn: false });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?returnTo=/);
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('shows the wished products as tiles with name, retailer and price', async () => {
    const { fetchMock } = renderFavorites();
    expect(await screen.findByText('Linen shirt')).toBeInTheDocument();
    expect(screen.getByText('Straw tote')).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /v2/wishes/')[0]?.url.searchParams.get('limit')).toBe('36');
    expect(fetchMock.callsTo('GET /v2/products/')[0]?.url.searchParams.getAll('ids')).toEqual(['p1', 'p2']);
  });

  it('shows the empty state', async () => {
    renderFavorites({ wishesReply: () => ({ wishes: [], meta: { limit: 36 } }) });
    expect(await screen.findByText("You haven't favorited any products yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover posts' })).toHaveAttribute('href', '/home');
  });

  it('shows the error with Try Again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const user = userEvent.setup();
    renderFavorites({
      wishesReply: () =>
        fail
          ? reply(500, { status: 500, error_code: 'x', developer_message: 'x' })
          : { wishes, meta: { limit: 36 } },
    });
    expect(await screen.findByText('Error Loading LTKs.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Linen shirt')).toBeInTheDocument();
  });

  it('removing a wish deletes it by wish id and drops the tile', async () => {
    const user = userEvent.setup();
    const { fetchMock, platform } = renderFavorites();
    fetchMock.on('DELETE /v2/wishes/w1', () => reply(204));
    const events: string[] = [];
    platform.bus.on('analytics/event').subscribe((event) => events.push(event.name));
    await screen.findByText('Linen shirt');
    const hearts = screen.getAllByRole('button', { pressed: true });
    await user.click(hearts[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Linen shirt')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('DELETE /v2/wishes/w1')).toHaveLength(1);
    expect(screen.getByText('Straw tote')).toBeInTheDocument();
    expect(events).toContain('/unwish');
  });
});
