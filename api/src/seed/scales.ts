import type { Scale } from '../config.js';

export type ScaleSize = { creators: number; posts: number; productDetails: number };

/** Catalog sizes per scale: small for tests, default for the demo, large for benchmarks (≥ 100,000 posts). */
export const SCALES: Record<Scale, ScaleSize> = {
  small: { creators: 40, posts: 400, productDetails: 300 },
  default: { creators: 300, posts: 6000, productDetails: 3000 },
  large: { creators: 2000, posts: 100_000, productDetails: 20_000 },
};
