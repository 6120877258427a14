import { moveActiveIndex } from './menu-options';

describe('moveActiveIndex', () => {
  it('enters the list from the input in either direction', () => {
    expect(moveActiveIndex(-1, 1, 4)).toBe(0);
    expect(moveActiveIndex(-1, -1, 4)).toBe(3);
  });

  it('returns to the input past either end', () => {
    expect(moveActiveIndex(3, 1, 4)).toBe(-1);
    expect(moveActiveIndex(0, -1, 4)).toBe(-1);
  });

  it('moves within the list and stays on the input when empty', () => {
    expect(moveActiveIndex(1, 1, 4)).toBe(2);
    expect(moveActiveIndex(-1, 1, 0)).toBe(-1);
  });
});
