/** Spec section 9's masonry list: these apply before anything is measured (first render, tests). */
export const MASONRY_DEFAULT_COLUMNS = 2;
export const MASONRY_INITIAL_COLUMN_WIDTH = 164;
export const MASONRY_INITIAL_VIEWPORT_HEIGHT = 812;
/** The next page is fetched when the viewport reaches the item this many places before the end of the shortest column. */
export const MASONRY_PAGING_THRESHOLD = 3;

export interface MasonryPlacement {
  column: number;
  top: number;
  height: number;
}

export interface MasonryLayout {
  placements: MasonryPlacement[];
  /** Item indexes of each column, top to bottom. */
  columns: number[][];
  /** Height of each column (its last item's bottom, no trailing gap). */
  columnHeights: number[];
  height: number;
}

/**
 * Places items in the shortest column, in order. A key placed once keeps its column (`assigned`, kept across
 * layouts) so a later measurement moves items up or down their column but never across: no card jumps sideways.
 */
export function layoutMasonry(
  keys: readonly string[],
  heightOf: (index: number) => number,
  columnCount: number,
  gap: number,
  assigned: Map<string, number>,
): MasonryLayout {
  const columnHeights = Array.from({ length: columnCount }, () => 0);
  const columns: number[][] = Array.from({ length: columnCount }, () => []);
  const placements: MasonryPlacement[] = [];
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    let column = assigned.get(key);
    if (column === undefined || column >= columnCount) {
      column = 0;
      for (let c = 1; c < columnCount; c += 1) if (columnHeights[c]! < columnHeights[column]!) column = c;
      assigned.set(key, column);
    }
    const height = heightOf(index);
    const top = columns[column]!.length === 0 ? 0 : columnHeights[column]! + gap;
    placements.push({ column, top, height });
    columns[column]!.push(index);
    columnHeights[column] = top + height;
  }
  return { placements, columns, columnHeights, height: Math.max(0, ...columnHeights) };
}

/** Indexes whose box meets [from, to] (px from the top of the list), in item order. */
export function visibleIndexes(layout: MasonryLayout, from: number, to: number): number[] {
  const out: number[] = [];
  layout.placements.forEach((p, index) => {
    if (p.top <= to && p.top + p.height >= from) out.push(index);
  });
  return out;
}

/**
 * The top (px) of the item `threshold` places before the end of the shortest column: the viewport reaching it
 * asks for the next page. With fewer items than columns (a short first page of a longer list) a column is empty: its
 * end is the list's top (0), so the next page is asked for as soon as the list is in view. Undefined for no items.
 */
export function pagingLine(layout: MasonryLayout, threshold: number): number | undefined {
  let shortest = -1;
  layout.columnHeights.forEach((h, c) => {
    if (shortest === -1 || h < layout.columnHeights[shortest]!) shortest = c;
  });
  const items = layout.columns[shortest] ?? [];
  if (layout.placements.length === 0) return undefined;
  if (items.length === 0) return 0;
  const index = items[Math.max(0, items.length - 1 - threshold)]!;
  return layout.placements[index]!.top;
}
