// PAGE_SIZES (re-exported as a namespace by limits.ts): one export per value, so a bundle keeps only the values it reads.

export const searchPosts = 20;
export const feed = 36;
export const idBatch = 36;
export const wishes = 36;
export const collections = 36;
export const productSets = 36;
export const shopSearch = 36;
export const giftGuides = 36;
export const likes = 30;
export const sharedWishes = 30;
export const followingFeed = 8;
export const followingGuides = 8;
export const trendingProducts = 10;
export const follows = 30;
export const recommendedProfiles = 3;
export const recommendations = 30;
export const nonPostSearch = 3;
export const suggestions = 3;
export const scrollEventPage = 30;
