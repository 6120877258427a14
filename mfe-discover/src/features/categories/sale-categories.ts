import type { Category } from '@ltk/contracts';

/** The sale categories, in the order /deals shows them (the header's Sale Alert and Finds Under links). */
const SALE_CATEGORY_KEYS = ['salealert', 'findsunder100', 'findsunder50'] as const;

/** The sale categories among `categories`, in `SALE_CATEGORY_KEYS` order (a country may lack some). */
export function saleCategories(categories: readonly Category[]): Category[] {
  return SALE_CATEGORY_KEYS.flatMap((key) => categories.filter((category) => category.key === key));
}
