import { isCartDrawerRequested } from './cart-drawer-flag';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('uses the %s | {brand} template', () => {
    expect(pageTitle('Search', 'LTK')).toBe('Search | LTK');
    expect(pageTitle(undefined, 'LTK')).toBe('LTK');
  });
});

describe('isCartDrawerRequested', () => {
  it('is true only for show-carts=true', () => {
    expect(isCartDrawerRequested('?show-carts=true')).toBe(true);
    expect(isCartDrawerRequested('?a=1&show-carts=true')).toBe(true);
    expect(isCartDrawerRequested('?show-carts=false')).toBe(false);
    expect(isCartDrawerRequested('')).toBe(false);
  });
});
