import { PageLoading } from '@ltk/ui/page-states';
import type { Category } from '@ltk/contracts';
import { useParams } from 'react-router-dom';
import { useCategories } from '../../features/categories/hooks/use-categories';
import { hashtagFeed } from '../../features/feeds/hashtag-feed';
import { PostFeed } from '../../features/feeds/post-feed';
import { useFeed } from '../../features/feeds/use-feed';
import { PageHeading } from '../../lib/page-heading';
import { PageLayout } from '@ltk/ui/page-layout';
import { notFoundError, PAGE_ERROR_CODES, RaisePageError, usePageTitle } from '@ltk/platform';
import { loadPageError } from '@ltk/platform/load-page-error';

/** /categories/:category: the category's title and subtitle over its hashtag feed; unknown categories are a 404. */
export function CategoryPage() {
  const { category: key = '' } = useParams();
  const view = useCategories();

  if (view.status === 'pending') return <PageLoading />;
  if (view.status === 'error')
    return (
      <RaisePageError
        error={loadPageError(view.error, PAGE_ERROR_CODES.categoriesNotFound, 'Error fetching categories')}
      />
    );
  const category = view.categories.find((c) => c.key.toLowerCase() === key.toLowerCase());
  if (!category)
    return (
      <RaisePageError
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
