/** Focuses the page's `<main id="main">` (made focusable by script, not by Tab) without scrolling. */
export function focusMain(doc: Document): HTMLElement | null {
  const main = doc.getElementById('main');
  if (!main) return null;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
  return main;
}
