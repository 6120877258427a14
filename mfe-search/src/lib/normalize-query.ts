import { SEARCH_KEYWORD_MAX } from '@ltk/routes';

/** Trims a typed search term and cuts it to the maximum length. */
export function normalizeQuery(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, SEARCH_KEYWORD_MAX);
}
