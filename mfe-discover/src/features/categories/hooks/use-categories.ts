import type { Category } from '@ltk/contracts';
import { categoriesCountry } from '@ltk/i18n';
import { useRead } from '@ltk/store';
import { useTranslation } from 'react-i18next';
import { countryCategories } from '../load-categories';
import type { LoadError } from '@ltk/platform/load-page-error';

export type CategoriesView =
  | { status: 'pending'; categories?: undefined; error?: undefined }
  | { status: 'success'; categories: Category[]; error?: undefined }
  | { status: 'error'; categories?: undefined; error: LoadError };

/**
 * The shop categories of the current locale's country from the store (one load per country, fresh for
 * 5 minutes, shared by every page that shows them); loaded again when the locale's country changes.
 */
export function useCategories(): CategoriesView & { retry: () => void } {
  const { i18n } = useTranslation();
  const country = categoriesCountry(i18n.language);
  const request = useRead(countryCategories, country);
  const { data: categories, retry } = request;
  if (categories) return { status: 'success', categories, retry };
  if (request.status === 'failed')
    return { status: 'error', error: request.error ?? { status: 500, message: '' }, retry };
  return { status: 'pending', retry };
}
