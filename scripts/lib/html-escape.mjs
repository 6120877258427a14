/** `&`, `<`, `>`, `"` and `'` as entities: safe in text and in double- or single-quoted attributes. */
export function escapeHtml(/** @type {string} */ value) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
