import { pickPopularSearches, POPULAR_SEARCHES } from './popular-searches';

it('picks 3 distinct terms from the fixed list', () => {
  const picked = pickPopularSearches();
  expect(picked).toHaveLength(3);
  expect(new Set(picked).size).toBe(3);
  picked.forEach((t) => expect(POPULAR_SEARCHES).toContain(t));
});

it('depends on the random source', () => {
  expect(pickPopularSearches(3, () => 0)).not.toEqual(pickPopularSearches(3, () => 0.999));
});
