import { formatCompactNumber } from './format-compact-number';

test('uses compact English notation with at most one decimal', () => {
  expect(formatCompactNumber(999)).toBe('999');
  expect(formatCompactNumber(1234)).toBe('1.2K');
  expect(formatCompactNumber(15000)).toBe('15K');
  expect(formatCompactNumber(1_250_000)).toBe('1.3M');
  expect(formatCompactNumber(2_000_000_000)).toBe('2B');
});
