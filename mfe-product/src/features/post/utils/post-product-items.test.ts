import { makeProduct, makeProductDetails } from '@ltk/testing';
import { postProductItems } from './post-product-items';

const product = (id: string, productDetailsId: string) =>
  makeProduct({ id, productDetailsId, ltkId: 'post-1' });

describe('postProductItems', () => {
  it('keeps the post order and joins details by productDetailsId', () => {
    const items = postProductItems(
      ['p2', 'p1'],
      [product('p1', 'd1'), product('p3', 'd3'), product('p2', 'd2')],
      [
        makeProductDetails({ id: 'd1', name: 'Product d1' }),
        makeProductDetails({ id: 'd2', name: 'Product d2' }),
      ],
    );
    expect(items.map((item) => item.product.id)).toEqual(['p2', 'p1', 'p3']);
    expect(items[0]?.details?.name).toBe('Product d2');
    expect(items[2]?.details).toBeUndefined();
  });
});
