import { productPrice } from './product-price';

describe('productPrice', () => {
  it('shows a sale price only when it is below the regular price', () => {
    expect(productPrice('100.00', '75.00')).toEqual({ price: 100, salePrice: 75, discountPercent: 25 });
    expect(productPrice('100.00', '100.00')).toEqual({ price: 100 });
    expect(productPrice('100.00', '120')).toEqual({ price: 100 });
    expect(productPrice(40, null)).toEqual({ price: 40 });
  });

  it('rounds the saved percentage', () => {
    expect(productPrice('30', '20')?.discountPercent).toBe(33);
  });

  it('has no price without a parseable regular price', () => {
    expect(productPrice('', '10')).toBeUndefined();
    expect(productPrice('n/a')).toBeUndefined();
  });
});
