import { checkoutUrlOf, MISSING_CHECKOUT_URL } from './checkout-url';

describe('checkoutUrlOf', () => {
  const allowAll = () => true;

  it('returns an allowed checkout url', () => {
    expect(checkoutUrlOf({ checkoutUrl: 'https://shop.test/c/1' }, 'cart', allowAll)).toBe(
      'https://shop.test/c/1',
    );
  });

  it('throws the checkout or the cart variant of the section-8 message for a missing url', () => {
    expect(() => checkoutUrlOf({ checkoutUrl: null }, 'checkout', allowAll)).toThrow(
      'Error the checkout does not have a valid checkout url',
    );
    expect(() => checkoutUrlOf({ checkoutUrl: '' }, 'cart', allowAll)).toThrow(
      'Error the cart checkout does not have a valid checkout url',
    );
  });

  it('treats a url that is not allowed as missing', () => {
    expect(() => checkoutUrlOf({ checkoutUrl: 'javascript:alert(1)' }, 'cart', () => false)).toThrow(
      MISSING_CHECKOUT_URL.cart,
    );
  });
});
