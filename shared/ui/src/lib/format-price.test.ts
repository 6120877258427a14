import { formatPrice } from './format-price';

test('formats USD by default with two decimals', () => {
  expect(formatPrice(12.5)).toBe('$12.50');
  expect(formatPrice(1234)).toBe('$1,234.00');
});

test('formats another currency when given', () => {
  expect(formatPrice(10, 'EUR')).toBe('€10.00');
});
