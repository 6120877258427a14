import { isChunkLoadError, reloadOnceAMinute } from './chunk-reload';

describe('chunk-load reload', () => {
  it('recognises webpack chunk-load errors', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: http://x/123.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const reload = jest.fn();
    let now = 1_000_000;
    expect(reloadOnceAMinute({ storage, now: () => now, reload })).toBe(true);
    now += 30_000;
    expect(reloadOnceAMinute({ storage, now: () => now, reload })).toBe(false);
    now += 31_000;
    expect(reloadOnceAMinute({ storage, now: () => now, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
