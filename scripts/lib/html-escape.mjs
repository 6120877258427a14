/** `&`, `<`, `>`, `"` and `'` as entities: safe in text and in double- or single-quoted attributes. */
export function escapeHtml(/** @type {string} */ value) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A value as a double-quoted, escaped attribute value (`"…"`): numbers as their text. */
export const quotedAttr = (/** @type {string | number} */ value) => `"${escapeHtml(String(value))}"`;
