import { makePost, makeProduct, makeProductDetails } from '@ltk/testing';
import { cardProducts } from './card-products';

const post = makePost({ id: 'post1', productIds: ['a', 'b', 'c', 'd'] });
const product = (id: string) =>
  makeProduct({ id, productDetailsId: `d-${id}`, ltkId: 'post1', name: `Product ${id}` });

describe('cardProducts', () => {
  it('keeps the first three cached products in post order with product-page links', () => {
    const details = { 'd-a': makeProductDetails({ id: 'd-a', name: 'Knit sweater' }) };
    const items = cardProducts(post, { a: product('a'), c: product('c'), d: product('d') }, details);
    expect(items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(items[0]).toMatchObject({ name: 'Knit sweater', href: '/products/d-a?li=post1' });
    expect(items[1]?.name).toBe('Product c');
  });
});
