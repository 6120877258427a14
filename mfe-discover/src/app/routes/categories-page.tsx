import { COMMON_NS } from '@ltk/i18n';
import { Button, Spinner } from '@ltk/ui';
import { useTranslation } from 'react-i18next';
import { CategoryList } from '../../features/categories/components/category-list';
import { useCategories } from '../../features/categories/hooks/use-categories';
import { PAGE_ERROR_CODES, toPageError } from '../../features/page-error/page-error';
import { DISCOVER_NS } from '../../i18n/register-discover-i18n';
import { PageHeading, PageLayout } from '../../lib/page-layout';
import { usePageTitle } from '@ltk/platform';
import { PageErrorScreen } from './page-error-screen';

/** /categories: the shop categories of the visitor's country. */
export function CategoriesPage() {
  const { t } = useTranslation(DISCOVER_NS);
  const common = useTranslation(COMMON_NS).t;
  const title = t('categories.title');
  usePageTitle(title);
  const view = useCategories();

  if (view.status === 'error') {
    const error = toPageError(view.error, PAGE_ERROR_CODES.categoriesNotFound, 'Error fetching categories');
    if (error.status === 404) return <PageErrorScreen error={error} />;
    return (
      <PageLayout>
        <PageHeading title={title} />
        <div role="alert" css={{ textAlign: 'center' }}>
          <p>{t('categories.loadError')}</p>
          <Button onClick={view.retry}>{common('tryAgain')}</Button>
        </div>
      </PageLayout>
    );
  }
  return (
    <PageLayout>
      <PageHeading title={title} />
      {view.status === 'pending' ? <Spinner /> : null}
      {view.status === 'success' && view.categories.length === 0 ? (
        <p css={{ textAlign: 'center' }}>{common('noResults')}</p>
      ) : null}
      {view.status === 'success' && view.categories.length > 0 ? (
        <CategoryList categories={view.categories} label={title} />
      ) : null}
    </PageLayout>
  );
}
