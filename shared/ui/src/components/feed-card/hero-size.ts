import { IMAGE } from '@ltk/contracts';

/** Hero image CSS width on cards (section 9). */
export const HERO_WIDTH = IMAGE.heroWidth;
/** Hero width on phone-size screens when the grid has more than one column. */
export const HERO_WIDTH_PHONE = 225;

/** Height matching `width` for the hero's aspect ratio (falls back to 4:5). */
export function heroHeight(width: number, heroWidth?: number | null, heroHeight?: number | null): number {
  if (!heroWidth || !heroHeight) return Math.round(width * 1.25);
  return Math.round((width * heroHeight) / heroWidth);
}
