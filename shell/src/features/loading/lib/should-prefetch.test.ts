import { shouldPrefetch } from './should-prefetch';

describe('shouldPrefetch', () => {
  it('skips on data saver and 2g', () => {
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
  it('prefetches on faster connections or when unknown', () => {
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });
});
