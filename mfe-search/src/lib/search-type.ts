import type { SearchType } from '@ltk/contracts';

/** The search route's `type` query: 'post' unless it is exactly 'profile'. */
export function parseSearchType(value: string | null | undefined): SearchType {
  return value === 'profile' ? 'profile' : 'post';
}
