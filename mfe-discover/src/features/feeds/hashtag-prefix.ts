import type { Category } from '@ltk/contracts';
import { SPECIAL_HASHTAG_SOURCES } from './hashtag-feed';

/** What most hashtags start with: `/hashtags/fitness` is the feed of `#ltkfitness`. */
const HASHTAG_PREFIX = 'ltk';

/** The fashion-month hashtag is used as it is (section 5; the spec does not give the value). */
const FASHION_MONTH_HASHTAG = 'fashionmonth';

/** Whether a category is a hashtag feed (`actions[0].actionType` v1_hashtag) of `tag`. */
function isHashtagCategory(category: Category, tag: string): boolean {
  const action = category.actions[0];
  return action?.actionType === 'v1_hashtag' && action.feedHashtag?.toLowerCase() === tag;
}

/**
 * Section 5: a hashtag gets the prefix unless it already starts with it, is the hashtag of a hashtag-type
 * category (`salealert`, the special ranked feeds) or is the fashion-month name.
 */
export function prefixHashtag(hashtag: string, categories: readonly Category[]): string {
  const tag = hashtag.trim();
  const lower = tag.toLowerCase();
  if (lower.startsWith(HASHTAG_PREFIX)) return tag;
  if (lower === FASHION_MONTH_HASHTAG) return tag;
  if (SPECIAL_HASHTAG_SOURCES[lower]) return tag;
  if (categories.some((category) => isHashtagCategory(category, lower))) return tag;
  return `${HASHTAG_PREFIX}${tag}`;
}
