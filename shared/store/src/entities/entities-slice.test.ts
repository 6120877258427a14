import { FRESHNESS_MS, type Product, type Profile } from '@ltk/contracts';
import { entitiesReceived, entitiesReducer } from './entities-slice';
import { post as makePost } from '../test-support/store-harness';

const profile = { id: 'profile-1', displayName: 'ana', fullName: 'Ana', avatarUrl: '' } as Profile;
const post = { ...makePost('post-1', 'profile-1'), productIds: ['product-1'] };
const product = { id: 'product-1', name: 'Lamp', productDetailsId: 'details-1' } as Product;
const first = entitiesReducer(
  undefined,
  entitiesReceived({ fetchedAt: 1_000, posts: [post], profiles: [profile] }),
);

test('entities are stored by id with their fetch time; kinds not received keep their tables', () => {
  expect(first.posts['post-1']).toEqual({ ...post, fetchedAt: 1_000 });
  expect(first.profiles['profile-1']).toEqual({ ...profile, fetchedAt: 1_000 });
  const products = entitiesReducer(first, entitiesReceived({ fetchedAt: 2_000, products: [product] }));
  expect(Object.keys(products.products)).toHaveLength(1);
  expect(products.posts).toBe(first.posts);
  expect(products.profiles).toBe(first.profiles);
  expect(entitiesReducer(first, { type: 'other' })).toBe(first);
});

test('an entity sent again unchanged keeps its object, and a table with nothing new keeps its own', () => {
  const again = entitiesReducer(
    first,
    entitiesReceived({
      fetchedAt: 2_000,
      profiles: [structuredClone(profile)],
      posts: [structuredClone(post)],
    }),
  );
  expect(again).toBe(first);
  expect(again.profiles['profile-1']!.fetchedAt).toBe(1_000);
});

test('an entity that changed (a field, a nested value or a key less) is replaced and stamped anew', () => {
  const renamed = entitiesReducer(
    first,
    entitiesReceived({ fetchedAt: 2_000, profiles: [{ ...profile, fullName: 'Ana B' }] }),
  );
  expect(renamed.profiles['profile-1']).toEqual({ ...profile, fullName: 'Ana B', fetchedAt: 2_000 });
  expect(renamed.posts).toBe(first.posts);
  const moreProducts = entitiesReducer(
    first,
    entitiesReceived({ fetchedAt: 2_000, posts: [{ ...post, productIds: ['product-1', 'product-2'] }] }),
  );
  expect(moreProducts.posts['post-1']!.productIds).toEqual(['product-1', 'product-2']);
  const { avatarUrl: _dropped, ...withoutAvatar } = profile;
  const fewerKeys = entitiesReducer(
    first,
    entitiesReceived({ fetchedAt: 2_000, profiles: [withoutAvatar as Profile] }),
  );
  expect(fewerKeys.profiles['profile-1']).toEqual({ ...withoutAvatar, fetchedAt: 2_000 });
});

test('an unchanged entity is stamped anew once half its freshness has passed', () => {
  const later = 1_000 + FRESHNESS_MS / 2;
  const again = entitiesReducer(first, entitiesReceived({ fetchedAt: later, profiles: [profile] }));
  expect(again.profiles['profile-1']).toEqual({ ...profile, fetchedAt: later });
});
