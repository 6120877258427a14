/** Shop categories (the /categories page, header links and bubbles): key = URL segment, feedHashtag = hashtag feed. */
export type ShopCategorySeed = { key: string; title: string; subtitle: string; feedHashtag: string };

export const SHOP_CATEGORIES: readonly ShopCategorySeed[] = [
  {
    key: 'salealert',
    title: 'Sale Alert',
    subtitle: 'The best deals creators are shopping right now',
    feedHashtag: 'salealert',
  },
  {
    key: 'findsunder50',
    title: 'Finds Under $50',
    subtitle: 'Creator-loved picks that cost less than $50',
    feedHashtag: 'findsunder50',
  },
  {
    key: 'findsunder100',
    title: 'Finds Under $100',
    subtitle: 'Creator-loved picks that cost less than $100',
    feedHashtag: 'findsunder100',
  },
  { key: 'ltkbuynow', title: 'Buy Now', subtitle: 'Shop without leaving the app', feedHashtag: 'ltkbuynow' },
  {
    key: 'popular-today',
    title: 'Popular Today',
    subtitle: 'The most-loved posts of the last 24 hours',
    feedHashtag: 'popular-today',
  },
  {
    key: 'trending-creators',
    title: 'Trending Creators',
    subtitle: 'Creators everyone is following this week',
    feedHashtag: 'trending-creators',
  },
  {
    key: 'top-shared',
    title: 'Top Shared',
    subtitle: 'The posts shoppers share the most',
    feedHashtag: 'top-shared',
  },
  {
    key: 'fashion',
    title: 'Fashion',
    subtitle: 'Outfits, trends and style tips',
    feedHashtag: 'ltkstyletip',
  },
  { key: 'home', title: 'Home', subtitle: 'Decor, furniture and cozy corners', feedHashtag: 'ltkhome' },
  { key: 'beauty', title: 'Beauty', subtitle: 'Skincare, makeup and hair', feedHashtag: 'ltkbeauty' },
  { key: 'family', title: 'Family', subtitle: 'Kids, baby and family life', feedHashtag: 'ltkfamily' },
  { key: 'fitness', title: 'Fitness', subtitle: 'Activewear and wellness', feedHashtag: 'ltkfitness' },
  { key: 'travel', title: 'Travel', subtitle: 'Packing lists and vacation style', feedHashtag: 'ltktravel' },
  { key: 'mens', title: 'Men', subtitle: 'Menswear and gifts for him', feedHashtag: 'ltkmens' },
  {
    key: 'giftguides',
    title: 'Gift Guides',
    subtitle: 'Gifts for everyone on your list',
    feedHashtag: 'ltkgiftguide',
  },
  {
    key: 'holiday',
    title: 'Holiday',
    subtitle: 'Festive outfits, decor and gifts for the season',
    feedHashtag: 'ltkseasonal',
  },
  {
    key: 'shoes',
    title: 'Shoes',
    subtitle: 'Sneakers, boots and everything between',
    feedHashtag: 'ltkshoecrush',
  },
];

/** Countries of the categories country map (section 9) that get categories; others fall back to `us`. */
export const CATEGORY_COUNTRIES = ['us', 'uk', 'cn', 'es', 'br', 'kr'] as const;
