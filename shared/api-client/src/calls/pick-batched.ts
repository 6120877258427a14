import type { Batcher } from '../core/batcher';

/** Loads keys through a batcher and returns the entities whose key was asked for, in the asked order. */
export async function pickBatched<R, T>(
  batcher: Batcher<R>,
  keys: readonly string[],
  list: (response: R) => readonly T[] | null | undefined,
  keyOf: (item: T) => string,
): Promise<T[]> {
  const responses = await batcher.load(keys);
  const byKey = new Map<string, T>();
  for (const response of responses) for (const item of list(response) ?? []) byKey.set(keyOf(item), item);
  const seen = new Set<string>();
  const result: T[] = [];
  for (const key of keys) {
    const item = byKey.get(key);
    if (item && !seen.has(key)) {
      seen.add(key);
      result.push(item);
    }
  }
  return result;
}
