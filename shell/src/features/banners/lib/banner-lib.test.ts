import { throwingStorage } from '../../../lib/test-support/throwing-storage';
import { DISMISSAL_EXPIRY_MS, isDismissed, readDismissals, recordDismissal } from './banner-dismissals';
import { splashName } from './splash-name';

const KEY = 'ltk-banner-dismissals';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('splash name', () => {
  it('cuts the display name at 20 characters', () => {
    expect(splashName('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrst');
    expect(splashName('short')).toBe('short');
  });
});

describe('banner dismissals', () => {
  beforeEach(() => localStorage.clear());

  it('records per journey with time and type, and survives garbage', () => {
    recordDismissal(localStorage, 'desktop-top-banner', 'user-dismissed', 10);
    recordDismissal(localStorage, 'bottom-banner', 'auto-dismissed', 20);
    expect(readDismissals(localStorage)).toEqual({
      'desktop-top-banner': { view_id: 'desktop-top-banner', dismiss_time: 10, type: 'user-dismissed' },
      'bottom-banner': { view_id: 'bottom-banner', dismiss_time: 20, type: 'auto-dismissed' },
    });
    for (const garbage of ['{bad', '[]', 'null', '"x"', '42']) {
      localStorage.setItem(KEY, garbage);
      expect(readDismissals(localStorage)).toEqual({});
    }
  });

  it('drops malformed records and keeps the valid ones', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        'desktop-top-banner': { view_id: 'desktop-top-banner', dismiss_time: 5, type: 'user-dismissed' },
        'bottom-banner': { view_id: 'bottom-banner', dismiss_time: 5, type: 'swiped' },
        other: { view_id: 1, dismiss_time: 5, type: 'user-dismissed' },
        nothing: null,
      }),
    );
    expect(Object.keys(readDismissals(localStorage))).toEqual(['desktop-top-banner']);
    recordDismissal(localStorage, 'bottom-banner', 'user-dismissed', 6);
    expect(Object.keys(readDismissals(localStorage)).sort()).toEqual(['bottom-banner', 'desktop-top-banner']);
  });

  it('hides a journey until its dismissal expires: 7 days after a close, 1 day after an auto-dismissal', () => {
    expect(DISMISSAL_EXPIRY_MS['bottom-banner']['user-dismissed']).toBe(7 * DAY_MS);
    expect(DISMISSAL_EXPIRY_MS['desktop-top-banner']['auto-dismissed']).toBe(DAY_MS);
    const t0 = 1_000_000_000_000;
    recordDismissal(localStorage, 'bottom-banner', 'user-dismissed', t0);
    recordDismissal(localStorage, 'desktop-top-banner', 'auto-dismissed', t0);
    expect(isDismissed(localStorage, 'bottom-banner', t0 + 7 * DAY_MS - 1)).toBe(true);
    expect(isDismissed(localStorage, 'bottom-banner', t0 + 7 * DAY_MS)).toBe(false);
    expect(isDismissed(localStorage, 'desktop-top-banner', t0 + DAY_MS - 1)).toBe(true);
    expect(isDismissed(localStorage, 'desktop-top-banner', t0 + DAY_MS)).toBe(false);
  });

  it('does not hide for a dismissal stamped in the future, nor without storage', () => {
    recordDismissal(localStorage, 'bottom-banner', 'user-dismissed', 2_000);
    expect(isDismissed(localStorage, 'bottom-banner', 1_000)).toBe(false);
    expect(isDismissed(undefined, 'bottom-banner')).toBe(false);
    expect(() => recordDismissal(undefined, 'bottom-banner', 'user-dismissed')).not.toThrow();
  });

  it('never throws when storage does', () => {
    expect(readDismissals(throwingStorage)).toEqual({});
    expect(isDismissed(throwingStorage, 'bottom-banner')).toBe(false);
    expect(recordDismissal(throwingStorage, 'bottom-banner', 'user-dismissed', 1)).toEqual({
      view_id: 'bottom-banner',
      dismiss_time: 1,
      type: 'user-dismissed',
    });
  });
});
