import { badgeLabel } from './badge-label';

describe('cart badge label', () => {
  it('hides the badge for an empty cart', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(-1)).toBeNull();
  });
  it('shows counts up to 9 and caps above at 9+', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });
});
