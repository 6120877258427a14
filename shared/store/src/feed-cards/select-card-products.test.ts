import type { Product, ProductDetails } from '@ltk/contracts';
import { rootReducer } from '../app/root-reducer';
import { entitiesReceived } from '../entities/entities-slice';
import { post as makePost } from '../test-support/store-harness';
import { sameCardProducts, selectCardProducts } from './select-card-products';

const makeProduct = ({ id, productDetailsId = `pd-${id}` }: { id: string; productDetailsId?: string }) =>
  ({ id, productDetailsId, name: '', imageUrl: `http://api.test/images/${id}.jpg` }) as Product;
const makeProductDetails = ({ id }: { id: string }) => ({ id, name: `Details ${id}` }) as ProductDetails;

const received = (payload: Omit<Parameters<typeof entitiesReceived>[0], 'fetchedAt'>) =>
  entitiesReceived({ fetchedAt: 1, ...payload });

const details = makeProductDetails({ id: 'pd-2' });
const post = { ...makePost('post-1'), productIds: ['p-1', 'p-2', 'p-3', 'p-4'] };
const products = [
  makeProduct({ id: 'p-2', productDetailsId: 'pd-2' }),
  makeProduct({ id: 'p-3', productDetailsId: 'pd-3' }),
  makeProduct({ id: 'p-4', productDetailsId: 'pd-4' }),
];
const loaded = rootReducer(undefined, received({ posts: [post], products, productDetails: [details] }));

test("the first products of a post that are cached, in the post's order, with their details", () => {
  const selected = selectCardProducts(loaded, 'post-1', 2);
  expect(selected.map(({ product }) => product.id)).toEqual(['p-2', 'p-3']);
  expect(selected[0]!.details).toBe(loaded.entities.productDetails['pd-2']);
  expect(selected[1]!.details).toBeUndefined();
  expect(selectCardProducts(loaded, 'unknown', 2)).toEqual([]);
});

test("another post's products arriving leave a card's selection the same; its own product changing does not", () => {
  const before = selectCardProducts(loaded, 'post-1', 3);
  const otherPage = rootReducer(loaded, received({ products: [makeProduct({ id: 'p-9' })] }));
  expect(otherPage.entities.products).not.toBe(loaded.entities.products);
  expect(sameCardProducts(before, selectCardProducts(otherPage, 'post-1', 3))).toBe(true);

  const renamed = rootReducer(loaded, received({ products: [{ ...products[1]!, name: 'Renamed' }] }));
  expect(sameCardProducts(before, selectCardProducts(renamed, 'post-1', 3))).toBe(false);
  const detailed = rootReducer(loaded, received({ productDetails: [makeProductDetails({ id: 'pd-3' })] }));
  expect(sameCardProducts(before, selectCardProducts(detailed, 'post-1', 3))).toBe(false);
  expect(sameCardProducts(before, selectCardProducts(loaded, 'post-1', 2))).toBe(false);
});
