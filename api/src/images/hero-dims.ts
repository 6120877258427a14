import { hashString } from '../lib/hash.js';

const HERO_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1080, 1350],
  [1080, 1080],
  [1080, 1920],
  [1200, 900],
  [1080, 1440],
  [1080, 1620],
  [1080, 1350],
  [1080, 1440],
];

/** Width and height of a post's hero image, derived from its id (seed and image renderer agree). */
export function heroDims(postId: string): { width: number; height: number } {
  const size = HERO_SIZES[hashString(postId) % HERO_SIZES.length] ?? [1080, 1350];
  return { width: size[0], height: size[1] };
}
