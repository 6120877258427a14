/** The fixed list Popular Searches are drawn from when there is no history. */
export const POPULAR_SEARCHES: readonly string[] = [
  'summer dresses',
  'home decor',
  'workout clothes',
  'jeans',
  'swimsuits',
  'sneakers',
  'amazon finds',
  'target style',
  'walmart finds',
  'nordstrom sale',
  'fall outfits',
  'winter coats',
  'holiday gifts',
  'gifts for him',
  'gifts for her',
  'kids clothes',
  'nursery',
  'bedding',
  'kitchen',
  'skincare',
  'makeup',
  'hair care',
  'handbags',
  'sandals',
  'boots',
  'work outfits',
  'wedding guest dress',
  'maternity',
  'loungewear',
  'matching sets',
  'patio furniture',
  'living room',
  'bathroom',
  'organization',
  'travel outfits',
  'vacation',
  'beach bag',
  'gold jewelry',
  'sunglasses',
  'date night outfits',
];

/** Picks `count` distinct terms at random (Fisher–Yates on a copy). */
export function pickPopularSearches(count = 3, random: () => number = Math.random): string[] {
  const pool = [...POPULAR_SEARCHES];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, count);
}
