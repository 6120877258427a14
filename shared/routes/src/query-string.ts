export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `?a=1&b=x&b=y`: arrays as repeated keys, empty values dropped; '' when nothing is left. */
export function queryString(query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
