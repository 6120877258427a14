import { focusMain } from '../../lib/focus/focus-main';

/** How long the page title may still change (a remote publishes it once its data is in) before it is announced. */
export const ANNOUNCE_SETTLE_MS = 400;

const ANNOUNCER_ID = 'route-announcer';

function announcer(doc: Document): HTMLElement {
  const existing = doc.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const region = doc.createElement('div');
  region.id = ANNOUNCER_ID;
  // A live region, not role="status": the page's own status messages stay the only status on the page.
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  // Visually hidden, still read (the visuallyHidden rules of @ltk/ui, set inline: no style sheet needed).
  region.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  doc.body.appendChild(region);
  return region;
}

/** Whether the reader is typing or inside a modal: a navigation then leaves focus alone. */
function keepsFocus(active: Element | null): boolean {
  if (!active || active === active.ownerDocument.body) return false;
  if (active.closest('[aria-modal="true"]')) return true;
  return active.matches('input, textarea, select, [contenteditable="true"]');
}

export interface RouteFocus {
  /** A navigation to another page happened. */
  pageChanged(): void;
  /** The page's title changed (a remote published its own). */
  titleChanged(): void;
}

/**
 * After a navigation to another page: focus moves to the main region (Tab continues from the page's start, not
 * from a link that is gone) and the new page's title is announced once it has settled.
 */
export function createRouteFocus({
  doc = document,
  win = window,
}: { doc?: Document; win?: Window } = {}): RouteFocus {
  let timer: number | undefined;
  let pending = false;
  const announce = () => {
    pending = false;
    announcer(doc).textContent = doc.title;
  };
  const schedule = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = win.setTimeout(announce, ANNOUNCE_SETTLE_MS);
  };
  return {
    pageChanged() {
      if (!keepsFocus(doc.activeElement)) focusMain(doc);
      pending = true;
      announcer(doc).textContent = '';
      schedule();
    },
    titleChanged() {
      if (pending) schedule();
    },
  };
}
