import { makeCategory } from '../../lib/testing/fixtures';
import { saleCategories } from './sale-categories';

test('keeps the sale categories in deals order and drops the others', () => {
  const categories = [
    makeCategory('fitness', 'Fitness'),
    makeCategory('findsunder50', 'Finds Under $50'),
    makeCategory('salealert', 'Sale Alert'),
  ];
  expect(saleCategories(categories).map((category) => category.key)).toEqual(['salealert', 'findsunder50']);
  expect(saleCategories([])).toEqual([]);
});
