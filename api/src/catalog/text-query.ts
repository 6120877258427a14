/**
 * Words of a user query as a prefix tsquery (`linen:* & dress:*`), or null when nothing searchable remains. `weight`
 * limits each word to lexemes of that weight (`linen:*A`).
 */
export function prefixTsQuery(query: string, weight: '' | 'A' | 'B' = ''): string | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length > 0 ? words.map((w) => `${w}:*${weight}`).join(' & ') : null;
}

/** Escapes LIKE wildcards. */
export const likeEscape = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);
