import { layoutMasonry, pagingLine, visibleIndexes } from './masonry-layout';

const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}`);

test('places each item in the shortest column, with the gap between cards of a column', () => {
  const heights = [100, 50, 30, 40];
  const layout = layoutMasonry(keys(4), (i) => heights[i]!, 2, 10, new Map());
  expect(layout.placements).toEqual([
    { column: 0, top: 0, height: 100 },
    { column: 1, top: 0, height: 50 },
    { column: 1, top: 60, height: 30 },
    { column: 1, top: 100, height: 40 },
  ]);
  expect(layout.columns).toEqual([[0], [1, 2, 3]]);
  expect(layout.columnHeights).toEqual([100, 140]);
  expect(layout.height).toBe(140);
});

test('an item keeps its column when a measurement changes the heights above it (no card jumps sideways)', () => {
  const assigned = new Map<string, number>();
  layoutMasonry(keys(3), () => 100, 2, 0, assigned);
  expect([...assigned.values()]).toEqual([0, 1, 0]);
  // Item 1 turns out much taller: a fresh layout would put item 2 elsewhere; the assigned column holds.
  const again = layoutMasonry(keys(3), (i) => (i === 0 ? 10 : 100), 2, 0, assigned);
  expect(again.placements.map((p) => p.column)).toEqual([0, 1, 0]);
  expect(again.placements[2]!.top).toBe(10);
});

test('visible indexes are the items meeting the window, in item order', () => {
  const layout = layoutMasonry(keys(10), () => 100, 2, 0, new Map());
  // Rows of two: items 2k and 2k+1 at top 100k.
  expect(visibleIndexes(layout, 150, 320)).toEqual([2, 3, 4, 5, 6, 7]);
  expect(visibleIndexes(layout, 2000, 3000)).toEqual([]);
});

test('the paging line is the top of the item `threshold` places before the end of the shortest column', () => {
  const heights = [300, 100, 100, 100, 100, 100];
  const layout = layoutMasonry(keys(6), (i) => heights[i]!, 2, 0, new Map());
  expect(layout.columns).toEqual([
    [0, 4],
    [1, 2, 3, 5],
  ]);
  // Equal columns: the first is the shortest.
  expect(layout.columnHeights).toEqual([400, 400]);
  expect(pagingLine(layout, 1)).toBe(0);
  const uneven = layoutMasonry(keys(5), (i) => heights[i]!, 2, 0, new Map());
  // Column 0: 300 + item 4 (100) = 400; column 1: items 1, 2, 3 = 300, the shortest.
  expect(uneven.columns[1]).toEqual([1, 2, 3]);
  expect(pagingLine(uneven, 0)).toBe(200);
  expect(pagingLine(uneven, 2)).toBe(0);
  expect(pagingLine(uneven, 10)).toBe(0);
  expect(
    pagingLine(
      layoutMasonry([], () => 0, 2, 0, new Map()),
      3,
    ),
  ).toBeUndefined();
  // Fewer items than columns: the empty column ends at the list's top.
  expect(
    pagingLine(
      layoutMasonry(keys(2), () => 100, 4, 0, new Map()),
      3,
    ),
  ).toBe(0);
});
