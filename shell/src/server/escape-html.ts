/** `&`, `<`, `>`, `"` and `'` as entities: safe in text and in double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A value as a double-quoted, escaped attribute value (`"…"`): numbers as their text. */
export const quotedAttr = (value: string | number): string => `"${escapeHtml(String(value))}"`;
