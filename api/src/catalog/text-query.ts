/** Words of a user query as a prefix tsquery (`linen:* & dress:*`), or null when nothing searchable remains. */
export function prefixTsQuery(query: string): string | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Escapes LIKE wildcards. */
export const likeEscape = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);
