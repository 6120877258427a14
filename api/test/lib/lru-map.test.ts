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

  test('with a bytes bound, drops the least recent until the values fit, and never holds one larger than it', () => {
    const map = new LruMap<string, string>(100, { max: 10, weigh: (text) => text.length });
    map.set('a', 'xxxx');
    map.set('b', 'xxxx');
    expect(map.get('a')).toBe('xxxx');
    map.set('c', 'xxxx');
    expect(map.get('b')).toBeUndefined();
    expect(map.totalBytes).toBe(8);
    map.set('huge', 'x'.repeat(11));
    expect(map.get('huge')).toBeUndefined();
    expect(map.totalBytes).toBe(8);
    map.set('a', 'x');
    expect(map.totalBytes).toBe(5);
  });

  test('refuses a bound below one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
