import { CART_BADGE_CAP } from '@ltk/contracts';

/** Cart badge text: nothing for an empty cart, the count up to 9, then '9+'. */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}
