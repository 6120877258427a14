import { readDismissals, recordDismissal } from './banner-dismissals';
import { splashName } from './splash-name';

describe('splash name', () => {
  it('cuts the display name at 20 characters', () => {
    expect(splashName('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrst');
    expect(splashName('short')).toBe('short');
  });
});

describe('banner dismissals', () => {
  it('records per journey with time and type, and survives garbage', () => {
    localStorage.clear();
    recordDismissal(localStorage, 'desktop-top', 'user-dismissed', 10);
    recordDismissal(localStorage, 'explore-scroll', 'auto-dismissed', 20);
    expect(readDismissals(localStorage)).toEqual({
      'desktop-top': { view_id: 'desktop-top', dismiss_time: 10, type: 'user-dismissed' },
      'explore-scroll': { view_id: 'explore-scroll', dismiss_time: 20, type: 'auto-dismissed' },
    });
    localStorage.setItem('ltk-banner-dismissals', '{bad');
    expect(readDismissals(localStorage)).toEqual({});
  });
});
