import type { Product, ProductDetails, Wish } from '@ltk/contracts';
import { joinWishedProducts, nextWishesCursor } from './wished-products';

const wish = (id: string, ltkProductId: string) => ({ id, ltkProductId }) as Wish;
const product = (id: string, productDetailsId: string) => ({ id, productDetailsId }) as Product;
const details = (id: string) => ({ id, name: `P ${id}` }) as ProductDetails;

it('keeps wish order, joins details and drops wishes without a product', () => {
  const joined = joinWishedProducts(
    [wish('w2', 'p2'), wish('w1', 'p1'), wish('w3', 'gone')],
    [product('p1', 'd1'), product('p2', 'd2')],
    [details('d2')],
  );
  expect(joined.map((j) => j.wish.id)).toEqual(['w2', 'w1']);
  expect(joined[0]?.details?.name).toBe('P d2');
  expect(joined[1]?.details).toBeUndefined();
});

it('reads the next cursor from meta', () => {
  expect(nextWishesCursor({ cursor: 'abc' })).toBe('abc');
  expect(nextWishesCursor({ next: 'n1' })).toBe('n1');
  expect(nextWishesCursor({ cursor: null })).toBeNull();
  expect(nextWishesCursor(undefined)).toBeNull();
});
