import { css } from '@emotion/react';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
// By package name: a remote bundling this subpath uses the shared @ltk/ui module for these, not a second copy.
import { FEED_GRID_COLUMNS, FeedFrame, breakpoints, type Breakpoint, type FeedGridProps } from '@ltk/ui';
import {
  MASONRY_DEFAULT_COLUMNS,
  MASONRY_INITIAL_COLUMN_WIDTH,
  MASONRY_INITIAL_VIEWPORT_HEIGHT,
  MASONRY_PAGING_THRESHOLD,
  layoutMasonry,
  pagingLine,
  visibleIndexes,
} from './masonry-layout';

/**
 * Gaps between cards (px): column gap and row gap, below and from the `sm` breakpoint (as FeedGrid's). The shell's
 * server paints a feed's first row with them too (shell/src/server/page-paint.tsx).
 */
export const MASONRY_GAPS = { small: { x: 12, y: 24 }, large: { x: 16, y: 32 } } as const;

/** FeedGrid's props (items, paging, states, columns, label), plus how tall a card is before it is measured. */
export type MasonryFeedProps<T> = FeedGridProps<T> & {
  /** Stable (e.g. `useCallback`): a card re-renders only when its item, place or width changes, or this does. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Height (px) of an item not measured yet, at this column width (e.g. from its image's aspect ratio). */
  estimateHeight: (item: T, columnWidth: number) => number;
  /**
   * Keeps the measured layout for the session under this key, so coming back to the feed (a post, then Back)
   * lays it out at its full height at once and the scroll position can be restored.
   */
  cacheKey?: string;
  /** Items this many places before the end of the shortest column ask for the next page. */
  pagingThreshold?: number;
};

interface LayoutCache {
  heights: Map<string, number>;
  assigned: Map<string, number>;
  columnWidth: number;
  columnCount: number;
}

const layoutCaches = new Map<string, LayoutCache>();
const newCache = (): LayoutCache => ({
  heights: new Map(),
  assigned: new Map(),
  columnWidth: 0,
  columnCount: 0,
});

function cacheFor(key: string | undefined): LayoutCache {
  if (!key) return newCache();
  let cache = layoutCaches.get(key);
  if (!cache) {
    cache = newCache();
    layoutCaches.set(key, cache);
  }
  return cache;
}

function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  // `breakpoints` lists them from the smallest.
  for (const bp of Object.keys(breakpoints) as Breakpoint[]) if (width >= breakpoints[bp]) current = bp;
  return current;
}

// The list renders in the browser only (no server rendering): `window` is there.
const viewportWidth = (): number => window.innerWidth;

const viewportHeight = (): number => window.innerHeight || MASONRY_INITIAL_VIEWPORT_HEIGHT;

/**
 * The spec's virtualised masonry list: cards in the shortest of N columns (2 on phones), only those near the
 * viewport in the page (one viewport above and below), absolutely placed in a box as tall as the whole list, so
 * the footer never moves as cards render. The next page is asked for when the viewport reaches the item
 * `pagingThreshold` places before the end of the shortest column. Spinner, error with 'Try Again', and empty text
 * as FeedGrid's.
 */
export function MasonryFeed<T>({
  items: latestItems,
  getKey,
  renderItem,
  estimateHeight,
  hasMore,
  onLoadMore,
  columns,
  cacheKey,
  pagingThreshold = MASONRY_PAGING_THRESHOLD,
  ...frame
}: MasonryFeedProps<T>) {
  // A page of items arriving (a store update, which React renders at once) renders its cards as a transition: in
  // slices between frames, not one long task. Until then the list shows the items it had; a first page keeps the
  // spinner up meanwhile, so the frame does not flash empty.
  const items = useDeferredValue(latestItems);
  const frameStatus =
    items !== latestItems && items.length === 0 && frame.status === 'success' ? 'pending' : frame.status;
  const listRef = useRef<HTMLUListElement>(null);
  const cache = useMemo(() => cacheFor(cacheKey), [cacheKey]);
  const [screenWidth, setScreenWidth] = useState(viewportWidth);
  const perBreakpoint = { ...FEED_GRID_COLUMNS, ...columns };
  const columnCount = screenWidth ? perBreakpoint[breakpointOf(screenWidth)] : MASONRY_DEFAULT_COLUMNS;
  const gap = screenWidth >= breakpoints.sm ? MASONRY_GAPS.large : MASONRY_GAPS.small;
  const [listWidth, setListWidth] = useState(0);
  const columnWidth = listWidth
    ? (listWidth - gap.x * (columnCount - 1)) / columnCount
    : MASONRY_INITIAL_COLUMN_WIDTH;
  const [measured, remeasured] = useReducer((n: number) => n + 1, 0);

  // Heights measured at another width, or another column count, no longer hold.
  if (Math.abs(cache.columnWidth - columnWidth) > 0.5 || cache.columnCount !== columnCount) {
    cache.heights.clear();
    if (cache.columnCount !== columnCount) cache.assigned.clear();
    cache.columnWidth = columnWidth;
    cache.columnCount = columnCount;
  }

  const keys = useMemo(() => items.map(getKey), [items, getKey]);
  const layout = useMemo(
    () =>
      layoutMasonry(
        keys,
        (index) => cache.heights.get(keys[index]!) ?? estimateHeight(items[index]!, columnWidth),
        columnCount,
        gap.y,
        cache.assigned,
      ),
    // `measured` changes when a card's measured height does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keys, items, columnWidth, columnCount, gap.y, cache, estimateHeight, measured],
  );

  // The window of the list (px from its top) that is rendered: the viewport, plus one viewport each side. The first
  // render holds only what can be on screen (the list starts at or below the viewport's top); the viewports around
  // it follow once the page is idle (`warm`), so the cards below the fold cost the first paint nothing.
  const [range, setRange] = useState(() => ({ from: 0, to: viewportHeight() }));
  const warm = useRef(false);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);

  const canLoad = hasMore && items.length > 0 && frameStatus !== 'pending' && frameStatus !== 'error';
  const requestedAt = useRef(-1);
  const paging = { layout, canLoad, onLoadMore, pagingThreshold, count: items.length };
  const latest = useRef(paging);
  latest.current = paging;

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const top = -list.getBoundingClientRect().top;
    const height = viewportHeight();
    // Re-render only when the rendered window moves by a quarter viewport: scrolling stays cheap. A transition:
    // React renders the cards entering the window in slices between frames, never one long task. Until the page is
    // idle the window is the viewport alone, and only grows while it overlaps (nothing painted first is dropped).
    const overscan = warm.current ? height : 0;
    const from = top - overscan;
    const to = top + height + overscan;
    startTransition(() =>
      setRange((prev) => {
        if (!warm.current) {
          if (from >= prev.from && to <= prev.to) return prev;
          // A jump (a restored scroll position): the new viewport alone, not every card in between.
          if (from > prev.to || to < prev.from) return { from, to };
          return { from: Math.min(prev.from, from), to: Math.max(prev.to, to) };
        }
        return Math.abs(prev.from - from) < height / 4 && Math.abs(prev.to - to) < height / 4
          ? prev
          : { from, to };
      }),
    );
    const current = latest.current;
    const line = pagingLine(current.layout, current.pagingThreshold);
    if (
      current.canLoad &&
      line !== undefined &&
      top + height >= line &&
      requestedAt.current !== current.count
    ) {
      requestedAt.current = current.count;
      current.onLoadMore();
    }
  }, []);

  // Scroll and resize, at most once a frame.
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    const resize = () => {
      setScreenWidth(viewportWidth());
      schedule();
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', resize);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [update]);

  // Once the page is idle (or after a second at most): the viewports above and below the screen.
  useEffect(() => {
    const warmUp = () => {
      warm.current = true;
      update();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warmUp, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warmUp, 200);
    return () => window.clearTimeout(id);
  }, [update]);

  // After each layout: the window may now show more (or the end of the shortest column), seen at the next frame's
  // start. Reading the list's position here, in React's commit, would lay out every card just inserted in its task.
  // (Unmounted by then, it finds no list and does nothing.)
  useLayoutEffect(() => void window.requestAnimationFrame(update), [layout, canLoad, update]);

  // The list's width, and each rendered card's height.
  const observer = useRef<ResizeObserver | null>(null);
  const hasItems = items.length > 0;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    setListWidth(list.getBoundingClientRect().width);
    const widthObserver = new ResizeObserver(([entry]) => {
      if (entry) setListWidth(entry.contentRect.width);
    });
    widthObserver.observe(list);
    const cards = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const key = (entry.target as HTMLElement).dataset['key'];
        const height = (entry.target as HTMLElement).offsetHeight;
        if (!key || !height) continue;
        if (Math.abs((cache.heights.get(key) ?? -1) - height) > 0.5) {
          cache.heights.set(key, height);
          changed = true;
        }
      }
      // Cards below a resized one move: in slices too.
      if (changed) startTransition(remeasured);
    });
    observer.current = cards;
    for (const child of Array.from(list.children)) cards.observe(child);
    return () => {
      widthObserver.disconnect();
      cards.disconnect();
      observer.current = null;
    };
    // Once per list element (it is rendered while there are items).
  }, [cache, hasItems]);

  const observe = useCallback((element: HTMLLIElement | null) => {
    if (element) observer.current?.observe(element);
  }, []);

  const shown = visibleIndexes(layout, range.from, range.to);
  const focusedIndex = focusedKey ? keys.indexOf(focusedKey) : -1;
  if (focusedIndex >= 0 && !shown.includes(focusedIndex)) {
    shown.push(focusedIndex);
    shown.sort((a, b) => a - b);
  }

  return (
    <FeedFrame {...frame} status={frameStatus} empty={items.length === 0}>
      {items.length > 0 ? (
        <ul
          ref={listRef}
          css={list}
          style={{ height: layout.height }}
          onFocus={(event) => {
            const key = (event.target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset['key'];
            if (key) setFocusedKey(key);
          }}
        >
          {shown.map((index) => {
            const placement = layout.placements[index]!;
            return (
              <MasonryCell
                key={keys[index]}
                item={items[index]!}
                itemKey={keys[index]!}
                index={index}
                setSize={hasMore ? -1 : items.length}
                width={columnWidth}
                x={placement.column * (columnWidth + gap.x)}
                y={placement.top}
                observe={observe}
                renderItem={renderItem as (item: unknown, index: number) => ReactNode}
              />
            );
          })}
        </ul>
      ) : null}
    </FeedFrame>
  );
}

interface MasonryCellProps {
  item: unknown;
  itemKey: string;
  index: number;
  setSize: number;
  width: number;
  x: number;
  y: number;
  observe: (element: HTMLLIElement | null) => void;
  renderItem: (item: unknown, index: number) => ReactNode;
}

/**
 * One placed card. Memoised: scrolling, a measurement or a new page re-renders only the cards whose item, place or
 * size changed (with a stable `renderItem`), not every card in the window.
 */
const MasonryCell = memo(function MasonryCell({
  item,
  itemKey,
  index,
  setSize,
  width,
  x,
  y,
  observe,
  renderItem,
}: MasonryCellProps) {
  // Moving the card (a measurement above it) restyles the <li> only, not the card inside.
  const content = useMemo(() => renderItem(item, index), [renderItem, item, index]);
  return (
    <li
      ref={observe}
      data-key={itemKey}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      css={card}
      style={{ width, transform: `translate(${x}px, ${y}px)` }}
    >
      {content}
    </li>
  );
});

const list = css({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });
const card = css({ position: 'absolute', top: 0, left: 0, minWidth: 0, contain: 'layout style' });
