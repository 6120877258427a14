const MAX_QUERY_LENGTH = 100;

/** Trims a typed search term and cuts it to the maximum length. */
export function normalizeQuery(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}
