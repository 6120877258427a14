import { DISPLAY_NAME, ENTITY_ID, FREE_TEXT, HASH, SLUG } from './param-patterns';
import type { RouteParams } from './route';

export const isEntityId = (value: string) => ENTITY_ID.test(value);
export const isDisplayName = (value: string) => DISPLAY_NAME.test(value);
export const isSlug = (value: string) => SLUG.test(value);
export const isWishlistHash = (value: string) => HASH.test(value);
export const isHashtag = (value: string) => FREE_TEXT.test(value) && value.trim().length > 0;

type Check = (value: string) => boolean;

/** Each named param must pass its check when present (optional params may be absent). */
export function checkParams(checks: Record<string, Check>) {
  return (params: RouteParams) =>
    Object.entries(checks).every(([key, check]) => params[key] === undefined || check(params[key]));
}
