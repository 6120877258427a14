import { BATCHING, CART_BADGE_CAP, FRESHNESS_MS, IMAGE, PAGE_SIZES, TIMEOUTS } from './limits';

test('section-9 constants', () => {
  expect(FRESHNESS_MS).toBe(300_000);
  expect(TIMEOUTS.requestMs).toBe(30_000);
  expect(BATCHING).toMatchObject({
    windowMs: 50,
    ids: 36,
    productDetails: 48,
    profileIds: 36,
    profileDisplayNames: 10,
    likes: 10,
  });
  expect(PAGE_SIZES).toMatchObject({
    searchPosts: 20,
    feed: 36,
    likes: 30,
    followingFeed: 8,
    trendingProducts: 10,
  });
  expect(IMAGE).toMatchObject({ widths: [88, 256, 450], height: 736, maxDpr: 3, quality: 80 });
  expect(CART_BADGE_CAP).toBe(9);
});
