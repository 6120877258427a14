// BATCHING (re-exported as a namespace by limits.ts): one export per value, so a bundle keeps only the values it reads.

export const windowMs = 50;
export const ids = 36;
export const productDetails = 48;
export const profileIds = 36;
export const profileDisplayNames = 10;
export const likes = 10;
export const products = 10;
export const wishes = 10;
export const deletes = 10;
export const mediaObjects = 10;
export const follows = 36;
