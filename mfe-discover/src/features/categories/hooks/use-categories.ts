import type { Category } from '@ltk/contracts';
import { categoriesCountry } from '@ltk/i18n';
import { useApi } from '@ltk/platform';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCategories } from '../api/get-categories';

export type CategoriesView =
  | { status: 'pending'; categories?: undefined; error?: undefined }
  | { status: 'success'; categories: Category[]; error?: undefined }
  | { status: 'error'; categories?: undefined; error: unknown };

/** The shop categories of the current locale's country, refetched when the locale's country changes. */
export function useCategories(): CategoriesView & { retry: () => void } {
  const api = useApi();
  const { i18n } = useTranslation();
  const country = categoriesCountry(i18n.language);
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<CategoriesView & { key: string }>({ status: 'pending', key: '' });
  const key = `${country}#${attempt}`;

  useEffect(() => {
    let current = true;
    getCategories(api, country).then(
      (categories) => current && setView({ status: 'success', categories, key }),
      (error: unknown) => current && setView({ status: 'error', error, key }),
    );
    return () => {
      current = false;
    };
  }, [api, country, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // a result for another country or attempt is stale: still pending
  const { key: viewKey, ...rest } = view;
  return { ...(viewKey === key ? rest : { status: 'pending' }), retry };
}
