import { LruMap } from '../../src/lib/lru-map.js';

describe('LruMap', () => {
  test('drops the least recently used entry past its bound; a read counts as a use', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  test('setting a present key replaces its value and makes it the most recent', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    map.set('c', 3);
    expect(map.get('a')).toBe(10);
    expect(map.get('b')).toBeUndefined();
  });

  test('refuses a bound below one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
