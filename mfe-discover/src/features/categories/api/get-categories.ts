import type { ApiClient } from '@ltk/api-client';
import type { Category } from '@ltk/contracts';

/** GET /v1/categories?country= : the shop categories of a country (section-9 categories country map). */
export async function getCategories(api: ApiClient, country: string): Promise<Category[]> {
  const { categories } = await api.getCategories(country);
  return categories;
}
