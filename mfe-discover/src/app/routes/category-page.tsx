import { COMMON_NS } from '@ltk/i18n';
import { Button, Spinner } from '@ltk/ui';
import type { Category } from '@ltk/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useCategories } from '../../features/categories/hooks/use-categories';
import { hashtagFeed } from '../../features/feeds/hashtag-feed';
import { PostFeed } from '../../features/feeds/post-feed';
import { useFeed } from '../../features/feeds/use-feed';
import { notFoundError, PAGE_ERROR_CODES, toPageError } from '../../features/page-error/page-error';
import { DISCOVER_NS } from '../../i18n/register-discover-i18n';
import { PageHeading, PageLayout } from '../../lib/page-layout';
import { usePageTitle } from '@ltk/platform';
import { PageErrorScreen } from './page-error-screen';

/** /categories/:category: the category's title and subtitle over its hashtag feed; unknown categories are a 404. */
export function CategoryPage() {
  const { category: key = '' } = useParams();
  const { t } = useTranslation(DISCOVER_NS);
  const common = useTranslation(COMMON_NS).t;
  const view = useCategories();

  if (view.status === 'pending') return <Spinner />;
  if (view.status === 'error') {
    const error = toPageError(view.error, PAGE_ERROR_CODES.categoriesNotFound, 'Error fetching categories');
    if (error.status === 404) return <PageErrorScreen error={error} />;
    return (
      <PageLayout>
        <div role="alert" css={{ textAlign: 'center' }}>
          <p>{t('categories.loadError')}</p>
          <Button onClick={view.retry}>{common('tryAgain')}</Button>
        </div>
      </PageLayout>
    );
  }
  const category = view.categories.find((c) => c.key.toLowerCase() === key.toLowerCase());
  if (!category)
    return (
      <PageErrorScreen
        error={notFoundError(PAGE_ERROR_CODES.categoriesNotFound, `Category ${key} not found`)}
      />
    );
  return <CategoryFeed key={category.key} category={category} />;
}

function CategoryFeed({ category }: { category: Category }) {
  usePageTitle(category.title);
  const view = useFeed(hashtagFeed(category.actions[0]?.feedHashtag ?? category.key));
  return (
    <PageLayout>
      <PageHeading title={category.title} subtitle={category.subtitle} />
      <PostFeed label={category.title} view={view} />
    </PageLayout>
  );
}
