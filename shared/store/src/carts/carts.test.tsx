/** @jsxImportSource react */
import { act, render, screen } from '@testing-library/react';
import { deferred } from '@ltk/test-network';
import type { Cart, CartItem, CartNotification, CartsResponse } from '@ltk/contracts';
import { ANONYMOUS_AUTH } from '@ltk/contracts';
import { Provider } from 'react-redux';
import {
  addCartItem,
  checkoutCart,
  deleteCarts,
  loadCarts,
  removeCartItems,
  selectCartCount,
  selectCartsState,
  updateCartItemQuantity,
  useCartCount,
  useCarts,
} from '.';
import { AUTHED, storeHarness, type Handler } from '../test-support/store-harness';

const cart = (id: string, itemIds: string[]): Cart => ({
  id,
  retailerId: `r-${id}`,
  cartItemIds: itemIds,
  subtotal: '10.00',
  currency: 'USD',
  itemCount: itemIds.length,
  dateCreated: '2026-11-01T00:00:00Z',
  dateUpdated: '2026-11-01T00:00:00Z',
});
const item = (id: string, cartId: string, quantity: number): CartItem => ({
  id,
  cartId,
  quantity,
  productDetailsId: `d-${id}`,
  retailerProductVariantId: `v-${id}`,
  catalogRetailerProductId: null,
  contentSourceType: 'post',
  contentSourceId: 'post-1',
  clickHash: null,
  available: true,
});
/** Two carts: c1 with i1 (2) and i2 (1), c2 with i3 (4). */
const LIST: CartsResponse = {
  carts: [cart('c1', ['i1', 'i2']), cart('c2', ['i3'])],
  cartItems: [item('i1', 'c1', 2), item('i2', 'c1', 1), item('i3', 'c2', 4)],
  retailers: [{ id: 'r-c1', displayName: 'One', imageUrl: '', maxQuantity: 10 }],
};

function harness(handlers: Record<string, Handler> = {}) {
  const h = storeHarness({ 'GET /v1/carts': () => ({ body: LIST }), ...handlers }, { auth: AUTHED });
  const notifications: (CartNotification | null)[] = [];
  h.bus.on('cart/notification').subscribe((n) => notifications.push(n));
  const gets = () => h.requests.filter((r) => r.method === 'GET' && r.url.pathname === '/v1/carts').length;
  return { ...h, notifications, gets };
}

function Badge() {
  return <span data-testid="badge">{useCartCount()}</span>;
}
function Drawer() {
  const { status, data } = useCarts();
  return (
    <p data-testid="drawer">
      {status}: {data?.carts.map((c) => c.id).join(',')}
    </p>
  );
}

describe('carts slice', () => {
  it('the badge and the drawer share one read, fresh for 5 minutes', async () => {
    const h = harness();
    const view = render(
      <Provider store={h.store}>
        <Badge />
        <Drawer />
      </Provider>,
    );
    expect(await screen.findByText('succeeded: c1,c2')).toBeInTheDocument();
    expect(screen.getByTestId('badge')).toHaveTextContent('7');
    expect(h.gets()).toBe(1);
    // The drawer opening later (a remount) within 5 minutes reads nothing.
    view.unmount();
    h.advance(4 * 60_000);
    render(
      <Provider store={h.store}>
        <Drawer />
      </Provider>,
    );
    expect(screen.getByText('succeeded: c1,c2')).toBeInTheDocument();
    await act(async () => undefined);
    expect(h.gets()).toBe(1);
    // Older than 5 minutes: read again.
    h.advance(61_000);
    render(
      <Provider store={h.store}>
        <Badge />
      </Provider>,
    );
    await act(async () => undefined);
    expect(h.gets()).toBe(2);
  });

  it('reads nothing when logged out; logout clears the carts and the next login reads again', async () => {
    const h = harness();
    h.bus.publish('auth', ANONYMOUS_AUTH);
    render(
      <Provider store={h.store}>
        <Badge />
      </Provider>,
    );
    await act(async () => undefined);
    expect(h.gets()).toBe(0);
    expect(screen.getByTestId('badge')).toHaveTextContent('0');
    act(() => h.bus.publish('auth', AUTHED));
    await screen.findByText('7');
    act(() => h.bus.publish('auth', ANONYMOUS_AUTH));
    expect(screen.getByTestId('badge')).toHaveTextContent('0');
    expect(selectCartsState(h.store.getState()).data).toBeNull();
    act(() => h.bus.publish('auth', AUTHED));
    await screen.findByText('7');
    expect(h.gets()).toBe(2);
  });

  it('an add merges the answer: badge and drawer show it with no second read, and the notification says added', async () => {
    const added = { ...item('i4', 'c2', 1) };
    const h = harness({
      'POST /v1/cart_items': () => ({
        body: {
          cartItem: added,
          carts: [cart('c2', ['i3', 'i4'])],
          cartItems: [item('i3', 'c2', 4), added],
          retailers: [{ id: 'r-c2', displayName: 'Two', imageUrl: '', maxQuantity: 10 }],
        },
      }),
    });
    render(
      <Provider store={h.store}>
        <Badge />
        <Drawer />
      </Provider>,
    );
    await screen.findByText('succeeded: c1,c2');
    await act(async () => {
      await h.store.dispatch(
        addCartItem({
          productDetailsId: 'd-i4',
          retailerProductVariantId: 'v-i4',
          quantity: 1,
          contentSourceType: 'post',
          contentSourceId: 'post-1',
        }),
      );
    });
    expect(screen.getByTestId('badge')).toHaveTextContent('8');
    // The changed cart comes first, as the api orders them; its includes join the others.
    expect(screen.getByTestId('drawer')).toHaveTextContent('succeeded: c2,c1');
    expect(selectCartsState(h.store.getState()).data?.retailers?.map((r) => r.id)).toEqual(['r-c1', 'r-c2']);
    expect(h.gets()).toBe(1);
    expect(h.notifications).toEqual([null, { type: 'added', cartId: 'c2' }]);
  });

  it('a failed add shows added-error and leaves the carts as they were', async () => {
    const h = harness({
      'POST /v1/cart_items': () => ({
        status: 409,
        body: { status: 409, error_code: 'max_quantity', developer_message: 'max' },
      }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await h.store.dispatch(loadCarts());
    await expect(
      h.store
        .dispatch(
          addCartItem({
            productDetailsId: 'd',
            retailerProductVariantId: 'v',
            quantity: 1,
            contentSourceType: 'off_property',
          }),
        )
        .unwrap(),
    ).resolves.toBe(false);
    expect(h.notifications).toEqual([null, { type: 'added-error' }]);
    expect(selectCartCount(h.store.getState())).toBe(7);
  });

  it('a read that started before a change is dropped and made again, so it cannot undo the change', async () => {
    const gate = deferred();
    let reads = 0;
    const changed = { ...LIST, cartItems: [...LIST.cartItems.slice(0, 2), item('i3', 'c2', 5)] };
    const h = harness({
      'GET /v1/carts': async () => {
        reads += 1;
        // The second read is held and answers the list from before the change.
        if (reads === 2) await gate.promise;
        return { body: reads <= 2 ? LIST : changed };
      },
      'PATCH /v1/cart_items/i3': () => ({
        body: {
          cartItem: item('i3', 'c2', 5),
          carts: [cart('c2', ['i3'])],
          cartItems: [item('i3', 'c2', 5)],
        },
      }),
    });
    await h.store.dispatch(loadCarts());
    const counts: number[] = [];
    h.store.subscribe(() => counts.push(selectCartCount(h.store.getState())));
    const stale = h.store.dispatch(loadCarts({ force: true }));
    await h.store.dispatch(updateCartItemQuantity({ cartId: 'c2', cartItemId: 'i3', quantity: 5 }));
    expect(selectCartCount(h.store.getState())).toBe(8);
    gate.resolve(undefined);
    await stale;
    expect(reads).toBe(3);
    // 7 (the stale list) never shows after the change.
    expect(counts.slice(counts.indexOf(8))).not.toContain(7);
    expect(selectCartCount(h.store.getState())).toBe(8);
  });

  it('a quantity change merges the answer; a refused one says max-error or updated-error and reads that one cart again', async () => {
    let refuse: 'max_quantity' | 'server' | null = null;
    let cartGone = false;
    const h = harness({
      // GET /v1/carts/{cartId}: what the api holds for c1 (i1 back at 5 in stock terms: the refused change undone).
      'GET /v1/carts/c1': () =>
        cartGone
          ? { status: 404, body: { status: 404, error_code: 'not_found', developer_message: 'no cart c1' } }
          : {
              body: {
                cart: cart('c1', ['i1', 'i2']),
                carts: [cart('c1', ['i1', 'i2'])],
                cartItems: [item('i1', 'c1', 5), item('i2', 'c1', 1)],
              },
            },
      'PATCH /v1/cart_items/i1': (_url, init) => {
        if (refuse === 'max_quantity')
          return { status: 409, body: { status: 409, error_code: 'max_quantity', developer_message: 'max' } };
        if (refuse === 'server')
          return { status: 500, body: { status: 500, error_code: 'x', developer_message: 'x' } };
        const { quantity } = JSON.parse(init?.body as string) as { quantity: number };
        return {
          body: {
            cartItem: item('i1', 'c1', quantity),
            carts: [cart('c1', ['i1', 'i2'])],
            cartItems: [item('i1', 'c1', quantity), item('i2', 'c1', 1)],
          },
        };
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await h.store.dispatch(loadCarts());
    await h.store.dispatch(updateCartItemQuantity({ cartId: 'c1', cartItemId: 'i1', quantity: 3 }));
    expect(selectCartCount(h.store.getState())).toBe(8);
    expect(h.gets()).toBe(1);
    refuse = 'max_quantity';
    await h.store.dispatch(updateCartItemQuantity({ cartId: 'c1', cartItemId: 'i1', quantity: 9 }));
    refuse = 'server';
    await h.store.dispatch(updateCartItemQuantity({ cartId: 'c1', cartItemId: 'i1', quantity: 4 }));
    await act(async () => undefined);
    expect(h.notifications).toEqual([
      null,
      null,
      { type: 'max-error', cartId: 'c1' },
      null,
      { type: 'updated-error', cartId: 'c1' },
    ]);
    // Each refusal read only the cart it touched (GET /v1/carts/c1 with includes), not the list.
    expect(h.gets()).toBe(1);
    const cartReads = h.requests.filter((r) => r.method === 'GET' && r.url.pathname === '/v1/carts/c1');
    expect(cartReads).toHaveLength(2);
    expect(cartReads[0]?.url.searchParams.getAll('includes')).toContain('retailer_product_variants');
    expect(selectCartCount(h.store.getState())).toBe(10);
    // A cart the api no longer has leaves the list.
    cartGone = true;
    await h.store.dispatch(updateCartItemQuantity({ cartId: 'c1', cartItemId: 'i1', quantity: 6 }));
    await act(async () => undefined);
    expect(selectCartsState(h.store.getState()).data?.carts.map((c) => c.id)).toEqual(['c2']);
  });

  it('a removed item and a deleted cart go at once, then the carts are read again with includes', async () => {
    const h = harness({
      'DELETE /v1/cart_items': () => ({ body: { deletedIds: ['i3'], deletedCartIds: ['c2'] } }),
      'DELETE /v1/carts': () => ({ body: { deletedIds: ['c1'] } }),
    });
    await h.store.dispatch(loadCarts());
    const removing = h.store.dispatch(removeCartItems({ cartId: 'c2', cartItemIds: ['i3'] }));
    await removing;
    expect(h.requests.find((r) => r.method === 'DELETE')?.url.searchParams.getAll('ids')).toEqual(['i3']);
    const reread = h.requests.filter((r) => r.url.pathname === '/v1/carts' && r.method === 'GET').at(-1);
    expect(reread?.url.searchParams.getAll('includes')).toEqual([
      'catalog_retailer_products',
      'product_details',
      'retailer_product_variants',
      'retailers',
    ]);
    expect(h.gets()).toBe(2);
    await h.store.dispatch(deleteCarts({ cartIds: ['c1'] }));
    expect(h.gets()).toBe(3);
  });

  it('applies deletions before the reread answers', async () => {
    const gate = deferred();
    let reads = 0;
    const h = harness({
      'GET /v1/carts': async () => {
        reads += 1;
        if (reads > 1) await gate.promise;
        return { body: LIST };
      },
      'DELETE /v1/cart_items': () => ({ body: { deletedIds: ['i3'], deletedCartIds: ['c2'] } }),
    });
    await h.store.dispatch(loadCarts());
    const removing = h.store.dispatch(removeCartItems({ cartId: 'c2', cartItemIds: ['i3'] }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const data = selectCartsState(h.store.getState()).data;
    expect(data?.carts.map((c) => c.id)).toEqual(['c1']);
    expect(selectCartCount(h.store.getState())).toBe(3);
    gate.resolve(undefined);
    await removing;
  });

  it('checkout: rejected variants are marked and say checkout-error; a good one resolves the checkout', async () => {
    let invalid: string[] = ['v-i1'];
    const h = harness({
      'POST /v2/carts/c1/checkout': () => ({
        body: {
          checkout: { id: 'k', cartId: 'c1', checkoutUrl: 'https://shop.test/pay', invalidProducts: invalid },
        },
      }),
    });
    await expect(h.store.dispatch(checkoutCart({ cartId: 'c1' })).unwrap()).resolves.toBeNull();
    expect(selectCartsState(h.store.getState()).invalidVariantIds).toEqual(['v-i1']);
    expect(h.notifications).toEqual([null, { type: 'checkout-error', cartId: 'c1' }]);
    invalid = [];
    await expect(h.store.dispatch(checkoutCart({ cartId: 'c1' })).unwrap()).resolves.toMatchObject({
      checkoutUrl: 'https://shop.test/pay',
    });
    expect(h.notifications.at(-1)).toBeNull();
  });
});
