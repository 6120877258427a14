import {
  canDecreaseQuantity,
  effectiveSalePrice,
  exceedsLimit,
  quantityLimit,
  isItemUnavailable,
  previewThumbnails,
} from './cart-rules';

describe('previewThumbnails', () => {
  it('shows all of up to 5', () => {
    expect(previewThumbnails([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
  });
  it('shows 4 and +N beyond 5', () => {
    expect(previewThumbnails([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: 2 });
    expect(previewThumbnails(Array.from({ length: 9 }, (_, i) => i)).more).toBe(5);
  });
});

describe('quantity rules', () => {
  it('disables minus at 1 or less', () => {
    expect(canDecreaseQuantity(1)).toBe(false);
    expect(canDecreaseQuantity(0)).toBe(false);
    expect(canDecreaseQuantity(2)).toBe(true);
  });
  it('refuses above the variant stock', () => {
    expect(exceedsLimit(4, quantityLimit({ quantity: 3 }, undefined))).toBe(true);
    expect(exceedsLimit(3, quantityLimit({ quantity: 3 }, undefined))).toBe(false);
    expect(exceedsLimit(40, quantityLimit(undefined, undefined))).toBe(false);
    // The retailer's limit counts too: the lower of the two.
    expect(quantityLimit({ quantity: 50 }, { maxQuantity: 8 })).toBe(8);
    expect(quantityLimit({ quantity: 2 }, { maxQuantity: 8 })).toBe(2);
    expect(quantityLimit(undefined, { maxQuantity: 6 })).toBe(6);
    expect(exceedsLimit(9, quantityLimit({ quantity: 50 }, { maxQuantity: 8 }))).toBe(true);
  });
});

describe('availability and price', () => {
  it('marks missing, unavailable or checkout-rejected variants unavailable', () => {
    expect(isItemUnavailable(undefined, [])).toBe(true);
    expect(isItemUnavailable({ id: 'v', available: false }, [])).toBe(true);
    expect(isItemUnavailable({ id: 'v', available: true }, ['v'])).toBe(true);
    expect(isItemUnavailable({ id: 'v', available: true }, [])).toBe(false);
  });
  it('shows a sale price only below the regular price', () => {
    expect(effectiveSalePrice({ price: 20, salePrice: 15 })).toBe(15);
    expect(effectiveSalePrice({ price: 20, salePrice: 20 })).toBeNull();
    expect(effectiveSalePrice({ price: 20, salePrice: null })).toBeNull();
  });
});
