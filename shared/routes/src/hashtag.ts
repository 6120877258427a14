import type { Category } from '@ltk/contracts';

/** The feed a hashtag page shows: a global feed with its rank (the special hashtags), or the hashtag path. */
export type HashtagSource =
  { kind: 'trending' | 'featured'; rank: string } | { kind: 'hashtag'; hashtag: string };

/** Hashtags served by a global feed instead of the hashtag path (section 5). */
const SPECIAL_HASHTAG_SOURCES: Readonly<Record<string, HashtagSource>> = {
  'popular-today': { kind: 'trending', rank: '24h' },
  'trending-creators': { kind: 'featured', rank: '24h' },
  'top-shared': { kind: 'trending', rank: 'deeplink' },
};

/** What most hashtags start with: `/hashtags/fitness` is the feed of `#ltkfitness`. */
const HASHTAG_PREFIX = 'ltk';

/** The fashion-month hashtag is used as it is (section 5; the spec does not give the value). */
const FASHION_MONTH_HASHTAG = 'fashionmonth';

/** Where a hashtag's posts come from: a special hashtag's global feed, else the hashtag path. */
export function hashtagSource(hashtag: string): HashtagSource {
  return SPECIAL_HASHTAG_SOURCES[hashtag.toLowerCase()] ?? { kind: 'hashtag', hashtag };
}

/** Whether a category is a hashtag feed (`actions[0].actionType` v1_hashtag) of `tag`. */
function isHashtagCategory(category: Category, tag: string): boolean {
  const action = category.actions[0];
  return action?.actionType === 'v1_hashtag' && action.feedHashtag?.toLowerCase() === tag;
}

/** Whether a hashtag keeps its name whatever the categories say (prefixed already, fashion month, special). */
function keepsName(lower: string): boolean {
  return (
    lower.startsWith(HASHTAG_PREFIX) || lower === FASHION_MONTH_HASHTAG || lower in SPECIAL_HASHTAG_SOURCES
  );
}

/**
 * Section 5: a hashtag gets the prefix unless it already starts with it, is the hashtag of a hashtag-type
 * category (`salealert`, the special ranked feeds) or is the fashion-month name.
 */
export function prefixHashtag(hashtag: string, categories: readonly Category[]): string {
  const tag = hashtag.trim();
  const lower = tag.toLowerCase();
  if (keepsName(lower) || categories.some((category) => isHashtagCategory(category, lower))) return tag;
  return `${HASHTAG_PREFIX}${tag}`;
}

/**
 * The feeds `/hashtags/<hashtag>` may show before the categories are known: the one feed when the hashtag keeps its
 * name whatever they say, else the prefixed hashtag's and (a hashtag-type category's) the hashtag's own. The page is
 * a 404 when the feed it shows has no posts (section 8); without the categories, only when none of these has any.
 */
export function hashtagSources(hashtag: string): HashtagSource[] {
  const tag = hashtag.trim();
  if (!tag) return [];
  if (keepsName(tag.toLowerCase())) return [hashtagSource(tag)];
  return [hashtagSource(`${HASHTAG_PREFIX}${tag}`), hashtagSource(tag)];
}
