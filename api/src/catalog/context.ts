import type { Config } from '../config.js';
import type { Queryable } from '../db/db.js';

/** What a catalog read needs: a database and the public URLs of the configuration. */
export type CatalogContext = { db: Queryable; config: Pick<Config, 'publicUrl' | 'webUrl' | 'imageUrlKey'> };

export const dollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : cents / 100;

export const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/** Rows in the order of `ids` (missing ids skipped). */
export function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
