import { PageEmptyState, PageLoading } from '@ltk/ui/page-states';
import { CategoryList } from '../../features/categories/components/category-list';
import { useCategories } from '../../features/categories/hooks/use-categories';
import { PageHeading } from '../../lib/page-heading';
import { PageLayout } from '@ltk/ui/page-layout';
import { PAGE_ERROR_CODES, RaisePageError, usePageTitle } from '@ltk/platform';
import { loadPageError } from '@ltk/platform/load-page-error';
import { usePageStrings } from '../../i18n/page-strings';

/** /categories: the shop categories of the visitor's country. */
export function CategoriesPage() {
  const { t } = usePageStrings();
  const title = t('categories.title');
  usePageTitle(title);
  const view = useCategories();

  // Section 8: a failed category load sets the page error; the shell shows its error screen for it.
  if (view.status === 'error')
    return (
      <RaisePageError
        error={loadPageError(view.error, PAGE_ERROR_CODES.categoriesNotFound, 'Error fetching categories')}
      />
    );
  return (
    <PageLayout>
      <PageHeading title={title} />
      {view.status === 'pending' ? <PageLoading /> : null}
      {view.status === 'success' && view.categories.length === 0 ? <PageEmptyState /> : null}
      {view.status === 'success' && view.categories.length > 0 ? (
        <CategoryList categories={view.categories} label={title} />
      ) : null}
    </PageLayout>
  );
}
