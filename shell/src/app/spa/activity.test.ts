import { isRemoteActive } from './activity';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('isRemoteActive', () => {
  it('activates the remote that owns the route', () => {
    expect(isRemoteActive('mfe_discover', at('/home'))).toBe(true);
    expect(isRemoteActive('mfe_product', at('/home'))).toBe(false);
    expect(isRemoteActive('mfe_product', at('/post/abc'))).toBe(true);
    expect(isRemoteActive('mfe_creator_shop', at('/explore/jane'))).toBe(true);
    expect(isRemoteActive('mfe_account', at('/account/favorites/products'))).toBe(true);
  });

  it('activates nothing for a 404 or an invalid param', () => {
    for (const name of ['mfe_discover', 'mfe_product', 'mfe_search'] as const) {
      expect(isRemoteActive(name, at('/nope'))).toBe(false);
      expect(isRemoteActive(name, at('/post/bad%20id'))).toBe(false);
    }
  });

  it('activates the cart drawer on ?show-carts=true or once requested', () => {
    expect(isRemoteActive('mfe_cart', at('/home'))).toBe(false);
    expect(isRemoteActive('mfe_cart', at('/home', '?show-carts=true'))).toBe(true);
    expect(isRemoteActive('mfe_cart', at('/home'), true)).toBe(true);
  });
});
