import type { CartNotification, RetailerProduct } from '@ltk/contracts';
import {
  deferred,
  expectPageNotFound,
  hang,
  makeAuthState,
  makeProduct,
  makeProductDetails,
  renderWithPlatform,
  reply,
  retryPageError,
  type MockHandler,
} from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from './root';

const details = makeProductDetails({
  id: 'pd-1',
  name: 'Cable knit sweater',
  advertiserName: 'Nordstrom',
  price: 80,
  hasVariants: true,
  catalogRetailerProductId: 'rp-1',
});

const retailerProduct: RetailerProduct = {
  id: 'rp-1',
  title: 'Cable knit sweater',
  retailerId: 'nordstrom',
  retailer: {
    id: 'nordstrom',
    displayName: 'Nordstrom',
    imageUrl: 'http://api.test/images/retailer/nordstrom.jpg',
  },
  imageUrl: 'http://api.test/images/retailer/rp-1.jpg',
  additionalImageUrls: [],
  options: [
    { name: 'Title', values: ['Default Title'], position: 0 },
    { name: 'Size', values: ['S', 'M'], position: 2 },
    { name: 'Color', values: ['Ivory', 'Navy'], position: 1 },
  ],
  variants: [
    {
      id: 'v-1',
      position: 0,
      imageUrl: 'http://api.test/images/v-1.jpg',
      title: 'Ivory / S',
      price: 80,
      salePrice: 60,
      quantity: 3,
      available: true,
      options: { Color: 'Ivory', Size: 'S' },
    },
    {
      id: 'v-2',
      position: 1,
      imageUrl: 'http://api.test/images/v-2.jpg',
      title: 'Navy / S',
      price: 80,
      salePrice: 90,
      quantity: 3,
      available: true,
      options: { Color: 'Navy', Size: 'S' },
    },
    {
      id: 'v-3',
      position: 2,
      imageUrl: 'http://api.test/images/v-3.jpg',
      title: 'Navy / M',
      price: 80,
      salePrice: null,
      quantity: 0,
      available: false,
      options: { Color: 'Navy', Size: 'M' },
    },
  ],
  priceMin: 80,
  priceMax: 80,
  currency: 'USD',
  sizeChart: { imageUrl: 'http://api.test/images/sizechart/rp-1.jpg' },
  policies: [
    { handle: 'shipping-policy', body: 'Free standard shipping on orders over $50.' },
    { handle: 'refund-policy', body: 'Returns accepted within 30 days.' },
  ],
};

function routes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /v2/product_details/': ({ url }) => ({
      productDetails: url.searchParams.getAll('ids').includes('pd-1') ? [details] : [],
    }),
    'GET /v3/consumer_retailer_products/rp-1': () => ({ retailerProduct }),
    'GET /v1/retailer_product_links/pd-1': ({ url }) => ({
      retailerProductLink: {
        id: 'pd-1',
        retailerProductId: 'rp-1',
        productDetailsId: 'pd-1',
        hlc: url.searchParams.get('hlc'),
      },
    }),
    'GET /v3/posts/post-9/products': () => ({
      products: [
        makeProduct({
          id: 'pr-9',
          productDetailsId: 'pd-1',
          ltkId: 'post-9',
          hyperlink: 'https://nordstrom.test/pd-1?rs=pr-9',
        }),
      ],
      productDetails: [details],
      mediaObjects: [],
    }),
    ...overrides,
  };
}

describe('product page /products/:id', () => {
  it('reached by a product link (li, rshash) shows the retailer product the link points to', async () => {
    const linked: RetailerProduct = {
      ...retailerProduct,
      id: 'rp-2',
      options: [{ name: 'Fit', values: ['Relaxed'], position: 1 }],
      variants: [
        { ...retailerProduct.variants[0]!, id: 'v-9', title: 'Relaxed', options: { Fit: 'Relaxed' } },
      ],
    };
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/products/pd-1?li=post-9&rshash=click-1',
      routes: routes({
        'GET /v1/retailer_product_links/pd-1': () => ({
          retailerProductLink: {
            id: 'pd-1',
            retailerProductId: 'rp-2',
            productDetailsId: 'pd-1',
            hlc: 'click-1',
          },
        }),
        'GET /v3/consumer_retailer_products/rp-2': () => ({ retailerProduct: linked }),
      }),
    });
    expect(await screen.findByRole('group', { name: 'Select Fit' })).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /v1/retailer_product_links/pd-1')[0]?.url.searchParams.get('hlc')).toBe(
      'click-1',
    );
  });

  it("without a link query asks no link; a failed link lookup keeps the details' retailer product", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plain = renderWithPlatform(<Root />, { route: '/products/pd-1', routes: routes() });
    expect(await screen.findByRole('group', { name: 'Select Size' })).toBeInTheDocument();
    expect(plain.fetchMock.callsTo('GET /v1/retailer_product_links/pd-1')).toHaveLength(0);
    plain.unmount();

    const failed = renderWithPlatform(<Root />, {
      route: '/products/pd-1?li=post-9',
      routes: routes({ 'GET /v1/retailer_product_links/pd-1': () => reply(500, { error: 'down' }) }),
    });
    expect(await screen.findByRole('group', { name: 'Select Size' })).toBeInTheDocument();
    await waitFor(() =>
      expect(failed.fetchMock.callsTo('GET /v1/retailer_product_links/pd-1')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error fetching retailer product link', 'pd-1', expect.anything()),
    );
  });

  it('shows a spinner while the details load', () => {
    renderWithPlatform(<Root />, {
      route: '/products/pd-1',
      routes: routes({ 'GET /v2/product_details/': hang }),
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it("keeps one option row's place while the retailer product loads, then shows its options there", async () => {
    let release: ((value: { retailerProduct: RetailerProduct }) => void) | undefined;
    renderWithPlatform(<Root />, {
      route: '/products/pd-1',
      routes: routes({
        'GET /v3/consumer_retailer_products/rp-1': () =>
          new Promise((resolve) => {
            release = resolve;
          }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Cable knit sweater' })).toBeInTheDocument();
    expect(screen.getByTestId('options-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('group', { name: 'Select Size' })).not.toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release?.({ retailerProduct });
    expect(await screen.findByRole('group', { name: 'Select Size' })).toBeInTheDocument();
    expect(screen.queryByTestId('options-placeholder')).not.toBeInTheDocument();
  });

  it('keeps no option place for a product without variants', async () => {
    renderWithPlatform(<Root />, {
      route: '/products/pd-1',
      routes: routes({
        'GET /v2/product_details/': () => ({ productDetails: [{ ...details, hasVariants: false }] }),
        'GET /v3/consumer_retailer_products/rp-1': () => new Promise(() => undefined),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Cable knit sweater' })).toBeInTheDocument();
    expect(screen.queryByTestId('options-placeholder')).not.toBeInTheDocument();
  });

  it('shows image, name, retailer and the variant price with the sale price when lower', async () => {
    renderWithPlatform(<Root />, { route: '/products/pd-1', routes: routes() });
    expect(await screen.findByRole('heading', { name: 'Cable knit sweater' })).toBeInTheDocument();
    expect(screen.getByText('Nordstrom')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cable knit sweater' })).toBeInTheDocument();
    expect(await screen.findByTestId('sale-price')).toHaveTextContent('$60.00');
    expect(screen.getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByText('You Save 25%')).toBeInTheDocument();
  });

  it("publishes the product's name as the page title once the details load", async () => {
    const { titles } = renderWithPlatform(<Root />, { route: '/products/pd-1', routes: routes() });
    expect(titles).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Cable knit sweater' })).toBeInTheDocument();
    await waitFor(() => expect(titles).toEqual(['Cable knit sweater']));
  });

  it('shows options by position without the default title, and follows the selection', async () => {
    renderWithPlatform(<Root />, { route: '/products/pd-1', routes: routes() });
    const color = await screen.findByRole('group', { name: 'Select Color' });
    const size = screen.getByRole('group', { name: 'Select Size' });
    expect(screen.queryByRole('group', { name: 'Select Title' })).not.toBeInTheDocument();
    expect(color.compareDocumentPosition(size) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(within(color).getByRole('button', { name: 'Navy' }));
    // Navy / S: sale price above regular is not shown
    expect(within(color).getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('sale-price')).not.toBeInTheDocument();
    expect(screen.getByText('$80.00')).toBeInTheDocument();

    await userEvent.click(within(size).getByRole('button', { name: 'M' }));
    expect(screen.getByText('Not available')).toBeInTheDocument();
  });

  it('preselects the variant of the vid query', async () => {
    renderWithPlatform(<Root />, { route: '/products/pd-1?vid=v-2', routes: routes() });
    const color = await screen.findByRole('group', { name: 'Select Color' });
    expect(within(color).getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('preselects the variant the variant query names by title (any case) or id; vid wins', async () => {
    const { unmount } = renderWithPlatform(<Root />, {
      route: '/products/pd-1?variant=navy%20%2F%20m',
      routes: routes(),
    });
    const size = await screen.findByRole('group', { name: 'Select Size' });
    expect(within(size).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: 'Select Color' })).getByRole('button', { name: 'Navy' }),
    ).toHaveAttribute('aria-pressed', 'true');
    unmount();
    renderWithPlatform(<Root />, { route: '/products/pd-1?variant=v-3&vid=v-2', routes: routes() });
    const sizeAgain = await screen.findByRole('group', { name: 'Select Size' });
    expect(within(sizeAgain).getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links Shop Now to the retailer product of the post it came from', async () => {
    renderWithPlatform(<Root />, { route: '/products/pd-1?li=post-9', routes: routes() });
    const shop = await screen.findByRole('link', { name: 'Shop Now' });
    expect(shop).toHaveAttribute('href', 'https://nordstrom.test/pd-1?rs=pr-9');
    expect(shop).toHaveAttribute('target', '_blank');
  });

  it('wishes the product from its own page, as the post product it was reached from', async () => {
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/products/pd-1?li=post-9',
      auth: makeAuthState(),
      routes: routes({
        'GET /v2/wishes/': () => ({ wishes: [], meta: { limit: 36 } }),
        'POST /v2/wishes/': () => ({ wish: { id: 'w-1', ltkProductId: 'pr-9' } }),
      }),
    });
    const heart = await screen.findByRole('button', { name: 'Save Cable knit sweater' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(fetchMock.callsTo('GET /v2/wishes/')[0]?.url.searchParams.getAll('ltk_product_ids')).toEqual([
        'pr-9',
      ]),
    );
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fetchMock.callsTo('POST /v2/wishes/')[0]?.body).toEqual({ ltk_product_id: 'pr-9' });
  });

  it('offers no heart when the post product behind the page is unknown', async () => {
    renderWithPlatform(<Root />, { route: '/products/pd-1', routes: routes() });
    await screen.findByRole('heading', { level: 1, name: 'Cable knit sweater' });
    expect(screen.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
  });

  it('keeps the details when the retailer product fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithPlatform(<Root />, {
      route: '/products/pd-1',
      routes: routes({
        'GET /v3/consumer_retailer_products/rp-1': () => reply(500, { status: 500, error_code: 'boom' }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Cable knit sweater' })).toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error fetching retailer product by id', 'rp-1', expect.anything()),
    );
    expect(screen.getByText('$80.00')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('shows the 404 text for an unknown or invalid id', async () => {
    const unknown = renderWithPlatform(<Root />, { route: '/products/nope', routes: routes() });
    await expectPageNotFound(unknown);
    unknown.unmount();
    const invalid = renderWithPlatform(<Root />, { route: '/products/..%2Fetc', routes: routes() });
    await expectPageNotFound(invalid);
    expect(invalid.fetchMock.calls).toHaveLength(0);
  });

  it('shows an error with Try Again and recovers', async () => {
    let fail = true;
    renderWithPlatform(<Root />, {
      route: '/products/pd-1',
      routes: routes({
        'GET /v2/product_details/': () =>
          fail ? reply(500, { status: 500, error_code: 'server_error' }) : { productDetails: [details] },
      }),
    });
    await retryPageError(() => (fail = false));
    expect(await screen.findByRole('heading', { name: 'Cable knit sweater' })).toBeInTheDocument();
  });

  const addedReply = (contentSourceType: string) => () => ({
    cartItem: {
      id: 'ci-1',
      cartId: 'cart-1',
      quantity: 1,
      productDetailsId: 'pd-1',
      retailerProductVariantId: 'v-1',
      contentSourceType,
    },
    carts: [],
    cartItems: [],
  });

  it('adds the selected variant to the cart when logged in and tells the cart', async () => {
    const { fetchMock, platform } = renderWithPlatform(<Root />, {
      route: '/products/pd-1?li=post-9',
      auth: makeAuthState(),
      routes: routes({ 'POST /v1/cart_items': addedReply('post') }),
    });
    const notifications: (CartNotification | null)[] = [];
    platform.bus.on('cart/notification').subscribe((payload) => notifications.push(payload));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    // Cleared at the start of the action, then the 'added' notification on that cart.
    await waitFor(() => expect(notifications).toEqual([null, { type: 'added', cartId: 'cart-1' }]));
    expect(fetchMock.callsTo('POST /v1/cart_items')[0]?.body).toMatchObject({
      product_details_id: 'pd-1',
      retailer_product_variant_id: 'v-1',
      quantity: 1,
      content_source_type: 'post',
      content_source_id: 'post-9',
    });
  });

  it('records a product set (ci) as the content source, and a click hash (rshash) off property', async () => {
    const { fetchMock, unmount } = renderWithPlatform(<Root />, {
      route: '/products/pd-1?ci=set-4',
      auth: makeAuthState(),
      routes: routes({ 'POST /v1/cart_items': addedReply('product_set') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(fetchMock.callsTo('POST /v1/cart_items')[0]?.body).toMatchObject({
        content_source_type: 'product_set',
        content_source_id: 'set-4',
      }),
    );
    unmount();
    const offProperty = renderWithPlatform(<Root />, {
      route: '/products/pd-1?rshash=abc',
      auth: makeAuthState(),
      routes: routes({ 'POST /v1/cart_items': addedReply('off_property') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(offProperty.fetchMock.callsTo('POST /v1/cart_items')[0]?.body).toMatchObject({
        content_source_type: 'off_property',
        click_hash: 'abc',
      }),
    );
  });

  it('keeps focus on Add to Cart while the item is being added, and ignores a second press', async () => {
    const user = userEvent.setup();
    const gate = deferred<unknown>();
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/products/pd-1',
      auth: makeAuthState(),
      routes: routes({ 'POST /v1/cart_items': () => gate.promise }),
    });
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    await user.click(button);
    const adding = await screen.findByRole('button', { name: 'Adding…' });
    expect(adding).toHaveFocus();
    expect(adding).toHaveAttribute('aria-disabled', 'true');
    await user.click(adding);
    gate.resolve(addedReply('post')());
    await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    expect(fetchMock.callsTo('POST /v1/cart_items')).toHaveLength(1);
  });

  it('sets the added-error cart notification when adding fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { platform } = renderWithPlatform(<Root />, {
      route: '/products/pd-1',
      auth: makeAuthState(),
      routes: routes({ 'POST /v1/cart_items': () => reply(500, { status: 500, error_code: 'cart_error' }) }),
    });
    const notifications: (CartNotification | null)[] = [];
    platform.bus.on('cart/notification').subscribe((payload) => notifications.push(payload));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(notifications).toEqual([null, { type: 'added-error' }]));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    error.mockRestore();
  });

  it('opens the size chart and the shipping and returns policies in modals', async () => {
    renderWithPlatform(<Root />, { route: '/products/pd-1', routes: routes() });
    await userEvent.click(await screen.findByRole('button', { name: 'Size Chart' }));
    const chart = screen.getByRole('dialog', { name: 'Size Chart' });
    expect(within(chart).getByRole('img', { name: 'Size chart for Cable knit sweater' })).toHaveAttribute(
      'src',
      'http://api.test/images/sizechart/rp-1.jpg',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Shipping Policy' }));
    expect(screen.getByRole('dialog', { name: 'Shipping Policy' })).toHaveTextContent(
      'Free standard shipping on orders over $50.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Returns Policy' }));
    expect(screen.getByRole('dialog', { name: 'Returns Policy' })).toHaveTextContent(
      'Returns accepted within 30 days.',
    );
  });

  it('offers no size chart or policy links when the retailer product has none', async () => {
    renderWithPlatform(<Root />, {
      route: '/products/pd-1',
      routes: routes({
        'GET /v3/consumer_retailer_products/rp-1': () => ({
          retailerProduct: { ...retailerProduct, sizeChart: null, policies: [] },
        }),
      }),
    });
    await screen.findByRole('group', { name: 'Select Color' });
    expect(screen.queryByRole('button', { name: 'Size Chart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shipping Policy' })).not.toBeInTheDocument();
  });

  it('offers no add to cart when logged out', async () => {
    renderWithPlatform(<Root />, { route: '/products/pd-1', routes: routes() });
    await screen.findByRole('group', { name: 'Select Color' });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});
