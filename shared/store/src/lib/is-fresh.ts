import { FRESHNESS_MS } from '@ltk/contracts';

/** True when the cached entry exists and was fetched less than 5 minutes ago. */
export function isFresh(entry: { fetchedAt: number } | undefined | null, now: number): boolean {
  return Boolean(entry) && now - (entry as { fetchedAt: number }).fetchedAt < FRESHNESS_MS;
}

/** Ids (de-duplicated, empties dropped) that are missing or stale in a cache map. */
export function idsToFetch(
  cache: Readonly<Record<string, { fetchedAt: number } | undefined>>,
  ids: readonly (string | null | undefined)[],
  now: number,
): string[] {
  const wanted = new Set<string>();
  for (const id of ids) if (id && id.trim() && !isFresh(cache[id], now)) wanted.add(id);
  return [...wanted];
}
