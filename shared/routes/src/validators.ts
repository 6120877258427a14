import type { RouteParams } from './route';

const ENTITY_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const DISPLAY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const HASH = /^[A-Za-z0-9_-]{1,256}={0,2}$/;
const FREE_TEXT = /^[^/\\<>]{1,100}$/;

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
