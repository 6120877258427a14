import { createEventBus } from '@ltk/event-bus';
import { serveBusRequests } from './serve-bus-requests';

function setup(url: string, mounted = false) {
  const bus = createEventBus();
  const parsed = new URL(url, 'http://localhost');
  const location = { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
  const navigate = jest.fn((to: string) => {
    const next = new URL(to, 'http://localhost');
    Object.assign(location, { pathname: next.pathname, search: next.search, hash: next.hash });
  });
  const state = { mounted };
  const activate = jest.fn();
  const served = serveBusRequests(bus, { location, navigate, cartMounted: () => state.mounted, activate });
  return { bus, navigate, served, state, activate };
}

describe('serveBusRequests', () => {
  it('opens the drawer through the URL when the cart app is not mounted yet, keeping query and hash', () => {
    const { bus, navigate, served } = setup('/search?keyword=shoes#top');
    bus.publish('cart/open', { open: true });
    expect(navigate).toHaveBeenCalledWith('/search?keyword=shoes&show-carts=true#top');
    expect(served.cartRequested()).toBe(true);
  });

  it('activates the cart app for a cart notification without opening the drawer', () => {
    const { bus, navigate, served, activate } = setup('/products/abc');
    expect(activate).not.toHaveBeenCalled();
    bus.publish('cart/notification', { type: 'added', cartId: 'c1' });
    expect(activate).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(served.cartRequested()).toBe(true);
    bus.publish('cart/notification', null);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('navigates once while the drawer is on its way (URL already asks for it)', () => {
    const { bus, navigate } = setup('/home');
    bus.publish('cart/open', { open: true });
    bus.publish('cart/open', { open: true });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves the request to the mounted cart app', () => {
    const { bus, navigate, served, activate } = setup('/home', true);
    bus.publish('cart/open', { open: true });
    bus.publish('cart/notification', { type: 'added-error' });
    expect(navigate).not.toHaveBeenCalled();
    expect(activate).not.toHaveBeenCalled();
    expect(served.cartRequested()).toBe(true);
  });

  it('ignores a close request and does not ask for the cart', () => {
    const { bus, navigate, served } = setup('/home');
    bus.publish('cart/open', { open: false });
    expect(navigate).not.toHaveBeenCalled();
    expect(served.cartRequested()).toBe(false);
  });

  it("serves 'navigate' pushes through the router-visible navigation", () => {
    const { bus, navigate } = setup('/home');
    bus.publish('navigate', { to: '/login' });
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
