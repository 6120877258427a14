import type { CartsResponse, ProductDetails, RetailerProductVariant } from '@ltk/contracts';
import {
  LocationProbe,
  makeAuthState,
  makeCart,
  makeCartItem,
  makeProductDetails,
  makeRetailer,
  renderWithPlatform,
} from '@ltk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCarts } from '@ltk/store/carts';
import { CartDrawer } from './cart-drawer';
import { strings } from '../../i18n/strings';

const variant = (id: string, overrides: Partial<RetailerProductVariant> = {}): RetailerProductVariant => ({
  id,
  retailerProductId: `rp-${id}`,
  title: 'Default Title',
  options: {},
  price: 20,
  salePrice: null,
  imageUrl: `http://localhost:4000/images/product/${id}.jpg`,
  quantity: 3,
  available: true,
  ...overrides,
});

/** Two carts: Nordstrom with 6 lines, Target with 1 line (quantity 1, stock 2). */
function cartsFixture(): CartsResponse {
  const nordstromItems = Array.from({ length: 6 }, (_, i) =>
    makeCartItem({
      id: `n${i}`,
      cartId: 'cart-n',
      productDetailsId: `d-n${i}`,
      retailerProductVariantId: `v-n${i}`,
    }),
  );
  const targetItem = makeCartItem({
    id: 't0',
    cartId: 'cart-t',
    productDetailsId: 'd-t0',
    retailerProductVariantId: 'v-t0',
  });
  const details: ProductDetails[] = [...nordstromItems, targetItem].map((item) =>
    makeProductDetails({ id: item.productDetailsId, name: `Product ${item.id}` }),
  );
  return {
    carts: [
      makeCart({
        id: 'cart-n',
        retailerId: 'r-n',
        cartItemIds: nordstromItems.map((i) => i.id),
        subtotal: '120.00',
      }),
      makeCart({ id: 'cart-t', retailerId: 'r-t', cartItemIds: ['t0'], subtotal: '15.50' }),
    ],
    cartItems: [...nordstromItems, targetItem],
    productDetails: details,
    retailerProductVariants: [
      ...nordstromItems.map((i) => variant(i.retailerProductVariantId)),
      variant('v-t0', { quantity: 2, price: 20, salePrice: 15.5 }),
    ],
    catalogRetailerProducts: [],
    retailers: [
      makeRetailer({ id: 'r-n', displayName: 'Nordstrom' }),
      makeRetailer({ id: 'r-t', displayName: 'Target' }),
    ],
  };
}

function renderDrawer({
  loggedIn = true,
  route = '/home?show-carts=true',
  carts = cartsFixture(),
  leaveSite = jest.fn(),
} = {}) {
  const result = renderWithPlatform(
    <strings.WithStrings>
      <CartDrawer leaveSite={leaveSite} />
      <LocationProbe />
    </strings.WithStrings>,
    {
      route,
      auth: makeAuthState(loggedIn ? undefined : null),
      routes: { 'GET /v1/carts': () => carts },
    },
  );
  return { ...result, leaveSite };
}

describe('CartDrawer', () => {
  it('renders nothing and fetches nothing when logged out', () => {
    const { fetchMock } = renderDrawer({ loggedIn: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.callsTo('GET /v1/carts')).toHaveLength(0);
  });

  it('stays closed without show-carts', () => {
    renderDrawer({ route: '/home' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists carts with retailer, subtotal and at most 5 thumbnails (4 + "+N" beyond)', async () => {
    const { fetchMock } = renderDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'My Carts' });
    const nordstrom = await within(dialog).findByRole('button', { name: 'Open cart from Nordstrom' });
    expect(nordstrom).toHaveTextContent('$120.00');
    expect(nordstrom.querySelectorAll('img')).toHaveLength(4);
    expect(within(nordstrom).getByTestId('more-thumbnails')).toHaveTextContent('+2');
    const target = within(dialog).getByRole('button', { name: 'Open cart from Target' });
    expect(target).toHaveTextContent('$15.50');
    expect(within(target).queryByTestId('more-thumbnails')).not.toBeInTheDocument();
    const includes = fetchMock.callsTo('GET /v1/carts')[0]?.url.searchParams.getAll('includes').join(',');
    expect(includes).toContain('retailers');
  });

  it('keeps Tab inside, moves focus with the view and closes on Escape from anywhere in it', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'My Carts' });
    await within(dialog).findByRole('button', { name: 'Open cart from Target' });
    expect(dialog).toHaveFocus();
    // Close and two cart rows: Tab cycles through them and never leaves the drawer.
    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Open cart from Target' }));
    expect(screen.getByRole('button', { name: 'Back to My Carts' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to My Carts' }));
    expect(screen.getByRole('button', { name: 'Open cart from Target' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows one cart (retailer title, back button, footer), disables minus at 1 and updates a quantity', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Open cart from Target' }));
    expect(screen.getByRole('dialog', { name: 'Target' })).toBeInTheDocument();
    expect(screen.getByText('+ shipping & taxes')).toBeInTheDocument();
    expect(screen.getByText('Promo codes can be added at checkout')).toBeInTheDocument();
    expect(screen.getByText('Orders are processed and fulfilled by merchant.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Product t0' })).toBeDisabled();

    fetchMock.on('PATCH /v1/cart_items/t0', () => cartsFixture());
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Product t0' }));
    await waitFor(() => expect(fetchMock.callsTo('PATCH /v1/cart_items/t0')).toHaveLength(1));
    expect(fetchMock.callsTo('PATCH /v1/cart_items/t0')[0]?.body).toEqual({ quantity: 2 });
  });

  it('stops the plus button at the variant stock, saying why, and sends nothing past it', async () => {
    const user = userEvent.setup();
    const atStock = cartsFixture();
    atStock.cartItems = atStock.cartItems.map((item) => (item.id === 't0' ? { ...item, quantity: 2 } : item));
    const { fetchMock } = renderDrawer({ carts: atStock });
    await user.click(await screen.findByRole('button', { name: 'Open cart from Target' }));
    expect(screen.getByRole('button', { name: 'Decrease quantity of Product t0' })).toBeEnabled();
    const plus = screen.getByRole('button', { name: 'Increase quantity of Product t0' });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveAccessibleDescription('Maximum quantity for Target has been reached.');
    await user.click(plus);
    expect(plus).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock.callsTo('PATCH /v1/cart_items/t0')).toHaveLength(0);
  });

  it("stops the plus button at the retailer's limit when it is below the stock", async () => {
    const user = userEvent.setup();
    const atLimit = cartsFixture();
    atLimit.cartItems = atLimit.cartItems.map((item) => (item.id === 't0' ? { ...item, quantity: 3 } : item));
    atLimit.retailerProductVariants = atLimit.retailerProductVariants!.map((v) =>
      v.id === 'v-t0' ? { ...v, quantity: 50 } : v,
    );
    atLimit.retailers = atLimit.retailers!.map((r) => (r.id === 'r-t' ? { ...r, maxQuantity: 3 } : r));
    const { fetchMock } = renderDrawer({ carts: atLimit });
    await user.click(await screen.findByRole('button', { name: 'Open cart from Target' }));
    const plus = screen.getByRole('button', { name: 'Increase quantity of Product t0' });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    expect(fetchMock.callsTo('PATCH /v1/cart_items/t0')).toHaveLength(0);
  });

  it('shows the sale price only when lower than the price', async () => {
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Open cart from Target' }));
    expect(screen.getByText('$15.50', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('$20.00', { selector: 's' })).toBeInTheDocument();
  });

  it('shows the empty state with Start shopping to /categories/ltkbuynow', async () => {
    const user = userEvent.setup();
    renderDrawer({ carts: { carts: [], cartItems: [], retailers: [] } });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start shopping' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/ltkbuynow');
  });

  it('closing removes show-carts from the URL and keeps the rest', async () => {
    const user = userEvent.setup();
    renderDrawer({ route: '/home?tab=1&show-carts=true' });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\?tab=1$/);
  });

  it("reads nothing while closed, and shows the header badge's read when it opens (one read for both)", async () => {
    const { platform, fetchMock } = renderDrawer({ route: '/home' });
    expect(fetchMock.callsTo('GET /v1/carts')).toHaveLength(0);
    // The header badge reads the carts through the same slice.
    await act(() => platform.store.dispatch(loadCarts()));
    act(() => platform.bus.publish('cart/open', { open: true }));
    const dialog = await screen.findByRole('dialog', { name: 'My Carts' });
    expect(within(dialog).getByRole('button', { name: 'Open cart from Target' })).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /v1/carts')).toHaveLength(1);
  });

  it('opens on bus cart/open', async () => {
    const { platform } = renderDrawer({ route: '/home' });
    act(() => platform.bus.publish('cart/open', { open: true, cartId: 'cart-t' }));
    expect(await screen.findByRole('dialog', { name: 'Target' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('show-carts=true');
  });

  it('asks before deleting a cart, then deletes it and reads the carts again: the list without it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDrawer();
    fetchMock.on('DELETE /v1/carts', () => ({ deletedIds: ['cart-t'] }));
    await user.click(await screen.findByRole('button', { name: 'Open cart from Target' }));
    await user.click(screen.getByRole('button', { name: 'Delete cart' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure you want to delete your cart?' });
    const remaining = cartsFixture();
    remaining.carts = remaining.carts.filter((cart) => cart.id !== 'cart-t');
    remaining.cartItems = remaining.cartItems.filter((item) => item.cartId !== 'cart-t');
    fetchMock.on('GET /v1/carts', () => remaining);
    await user.click(within(confirm).getByRole('button', { name: 'Delete cart' }));
    await waitFor(() => expect(fetchMock.callsTo('DELETE /v1/carts')).toHaveLength(1));
    expect(fetchMock.callsTo('DELETE /v1/carts')[0]?.url.searchParams.getAll('ids')).toEqual(['cart-t']);
    await waitFor(() => expect(fetchMock.callsTo('GET /v1/carts')).toHaveLength(2));
    // Its cart gone, the drawer is back on the list.
    const list = await screen.findByRole('dialog', { name: 'My Carts' });
    expect(within(list).getByRole('button', { name: 'Open cart from Nordstrom' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Open cart from Target' })).not.toBeInTheDocument();
  });

  /** Opens the Target cart and checks out, the api answering with `checkoutUrl`; returns the site-leaving spy. */
  async function checkOutTargetTo(checkoutUrl: string) {
    const user = userEvent.setup();
    const { fetchMock, leaveSite } = renderDrawer();
    fetchMock.on('POST /v2/carts/cart-t/checkout', () => ({
      checkout: { checkoutUrl, invalidProducts: [] },
    }));
    await user.click(await screen.findByRole('button', { name: 'Open cart from Target' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    return leaveSite;
  }

  it.each([
    ['an https retailer', 'https://checkout.retailer.example/cart/1'],
    ["the api's own demo retailer page", 'http://api.test/retailer-checkout/1'],
  ])('checkout goes to the checkout URL of %s', async (_what, checkoutUrl) => {
    const leaveSite = await checkOutTargetTo(checkoutUrl);
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(checkoutUrl));
  });

  it.each([
    ['javascript:alert(document.cookie)'],
    ['http://retailer.example/checkout'],
    ['data:text/html,x'],
  ])(
    'never navigates to an unsafe checkout URL (%s): the checkout error shows instead',
    async (checkoutUrl) => {
      const leaveSite = await checkOutTargetTo(checkoutUrl);
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(leaveSite).not.toHaveBeenCalled();
    },
  );

  it('checkout with invalid products marks them unavailable, shows the error and blocks checkout', async () => {
    const user = userEvent.setup();
    const { fetchMock, leaveSite } = renderDrawer();
    fetchMock.on('POST /v2/carts/cart-t/checkout', () => ({
      checkout: { checkoutUrl: null, invalidProducts: ['v-t0'] },
    }));
    await user.click(await screen.findByRole('button', { name: 'Open cart from Target' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops, something went wrong! We’re on it — try again later.',
    );
    expect(screen.getByText('not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Increase quantity of Product t0' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(leaveSite).not.toHaveBeenCalled();
  });
});

describe('cart notification', () => {
  const setWidth = (matches: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
  };

  it('on sm and larger an added item opens the drawer on that cart, and the notification clears itself', async () => {
    setWidth(false);
    const { platform } = renderDrawer({ route: '/post/1' });
    act(() => platform.bus.publish('cart/notification', { type: 'added', cartId: 'cart-n' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nordstrom' });
    expect(await within(drawer).findByText('Promo codes can be added at checkout')).toBeInTheDocument();
    expect(platform.bus.current('cart/notification')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/post/1?show-carts=true');
    expect(screen.queryByTestId('cart-snackbar')).not.toBeInTheDocument();
  });

  it('on extra-small screens shows the snackbar with View, which opens the drawer on that cart and clears it', async () => {
    setWidth(true);
    const user = userEvent.setup();
    const { platform } = renderDrawer({ route: '/post/1' });
    act(() => platform.bus.publish('cart/notification', { type: 'added', cartId: 'cart-t' }));
    const snackbar = screen.getByTestId('cart-snackbar');
    expect(snackbar).toHaveAttribute('role', 'status');
    expect(snackbar).toHaveTextContent('Item was added to your cart');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(snackbar).getByRole('button', { name: 'View' }));
    const drawer = await screen.findByRole('dialog', { name: 'Target' });
    expect(await within(drawer).findByText('Promo codes can be added at checkout')).toBeInTheDocument();
    expect(platform.bus.current('cart/notification')).toBeNull();
    expect(screen.queryByTestId('cart-snackbar')).not.toBeInTheDocument();
  });

  it('shows an add-to-cart error as the snackbar at any width; closing it clears the notification', async () => {
    setWidth(false);
    const user = userEvent.setup();
    const { platform } = renderDrawer({ route: '/products/1' });
    act(() => platform.bus.publish('cart/notification', { type: 'added-error' }));
    const snackbar = screen.getByRole('alert');
    expect(snackbar).toHaveTextContent('There was an error when adding to cart. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(snackbar).getByRole('button', { name: 'Dismiss' }));
    expect(platform.bus.current('cart/notification')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the notification at the start of a cart action and when the drawer closes', async () => {
    setWidth(false);
    const user = userEvent.setup();
    const { platform, fetchMock } = renderDrawer();
    fetchMock.on('PATCH /v1/cart_items/t0', () => new Promise(() => undefined));
    await user.click(await screen.findByRole('button', { name: 'Open cart from Target' }));
    act(() => platform.bus.publish('cart/notification', { type: 'updated-error', cartId: 'cart-t' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error when updating your cart.');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Product t0' }));
    expect(platform.bus.current('cart/notification')).toBeNull();
    act(() => platform.bus.publish('cart/notification', { type: 'updated-error', cartId: 'cart-t' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(platform.bus.current('cart/notification')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a checkout without a checkout url is the cart variant of the missing-url error, shown as checkout-error', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock, leaveSite } = renderDrawer();
    fetchMock.on('POST /v2/carts/cart-t/checkout', () => ({
      checkout: { id: 'co-1', cartId: 'cart-t', checkoutUrl: null, invalidProducts: [] },
    }));
    await user.click(await screen.findByRole('button', { name: 'Open cart from Target' }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops, something went wrong! We’re on it — try again later.',
    );
    expect(error).toHaveBeenCalledWith(
      new Error('Error the cart checkout does not have a valid checkout url'),
    );
    expect(leaveSite).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
