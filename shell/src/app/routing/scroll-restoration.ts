const POSITIONS_KEY = 'ltk-scroll-positions';
const HASH_RETRY_MS = 100;
const HASH_RETRY_LIMIT = 30;

type Trigger = 'pushState' | 'replaceState' | 'popstate' | 'initial';

interface ScrollDeps {
  win?: Window;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

const entryKey = (win: Window) => {
  const state = win.history.state as { key?: string } | null;
  return state?.key ?? `${win.location.pathname}${win.location.search}`;
};

/**
 * Scroll restoration for the composed site: new pages start at the top, or at their `#hash` once
 * the element exists (remotes render late); back/forward returns to the saved position.
 */
export function createScrollRestoration({ win = window, storage = win.sessionStorage }: ScrollDeps = {}) {
  win.history.scrollRestoration = 'manual';
  let positions: Record<string, number> = {};
  try {
    positions = JSON.parse(storage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  let current = entryKey(win);
  let frame = 0;
  const save = () => {
    frame = 0;
    // The history entry changed but the navigation is not announced yet (single-spa reports it after the remotes
    // swapped, when the old page is gone and the window has scrolled up): keep the entry's position as it was.
    if (entryKey(win) !== current) return;
    positions[current] = win.scrollY;
    storage.setItem(POSITIONS_KEY, JSON.stringify(positions));
  };
  win.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = win.requestAnimationFrame(save);
    },
    { passive: true },
  );

  const toHash = (hash: string, attempt = 0) => {
    const id = decodeURIComponent(hash.slice(1));
    const target = win.document.getElementById(id) ?? win.document.getElementsByName(id)[0];
    if (target) target.scrollIntoView();
    else if (attempt < HASH_RETRY_LIMIT) win.setTimeout(() => toHash(hash, attempt + 1), HASH_RETRY_MS);
  };

  const toPosition = (y: number, attempt = 0) => {
    win.scrollTo(0, y);
    if (Math.abs(win.scrollY - y) > 1 && attempt < HASH_RETRY_LIMIT)
      win.setTimeout(() => toPosition(y, attempt + 1), HASH_RETRY_MS);
  };

  /** Call after every navigation. */
  return function onNavigation(trigger: Trigger) {
    current = entryKey(win);
    if (trigger === 'popstate' && positions[current] !== undefined) toPosition(positions[current]!);
    else if (win.location.hash) toHash(win.location.hash);
    else if (trigger !== 'initial' && trigger !== 'replaceState') win.scrollTo(0, 0);
  };
}
