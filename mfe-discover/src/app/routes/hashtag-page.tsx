import { pageLoadEnded, useAppDispatch } from '@ltk/store';
import { PageLoading } from '@ltk/ui/page-states';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCategories } from '../../features/categories/hooks/use-categories';
import { hashtagFeed } from '../../features/feeds/hashtag-feed';
import { prefixHashtag } from '@ltk/routes/hashtag';
import { PostFeed } from '../../features/feeds/post-feed';
import { useFeed } from '../../features/feeds/use-feed';
import { PageHeading } from '../../lib/page-heading';
import { PageLayout } from '@ltk/ui/page-layout';
import { notFoundError, PAGE_ERROR_CODES, RaisePageError, usePageTitle } from '@ltk/platform';
import { usePageStrings } from '../../i18n/page-strings';

const SPECIAL_TITLES = {
  'popular-today': 'hashtag.popularToday',
  'trending-creators': 'hashtag.trendingCreators',
  'top-shared': 'hashtag.topShared',
} as const;

/**
 * /hashtags/:hashtag: the feed of the hashtag with the section-5 prefix (`/hashtags/fitness` is `#ltkfitness`;
 * the categories say which hashtags keep their name); special hashtags come from the global feeds; no posts
 * is a 404.
 */
export function HashtagPage() {
  const { hashtag = '' } = useParams();
  const categories = useCategories();
  if (!hashtag.trim())
    return <RaisePageError error={notFoundError(PAGE_ERROR_CODES.feedNotFound, 'No hashtag given')} />;
  if (categories.status === 'pending') return <PageLoading />;
  // Without categories (their load failed) the other exceptions of the rule still apply.
  const tag = prefixHashtag(hashtag, categories.categories ?? []);
  return <HashtagFeed key={tag.toLowerCase()} hashtag={tag} />;
}

function HashtagFeed({ hashtag }: { hashtag: string }) {
  const { t } = usePageStrings();
  const special = SPECIAL_TITLES[hashtag.toLowerCase() as keyof typeof SPECIAL_TITLES];
  const title = special ? t(special) : t('hashtag.title', { hashtag });
  usePageTitle(title);
  const view = useFeed(hashtagFeed(hashtag));
  const dispatch = useAppDispatch();
  const fetched = view.status === 'success' || view.status === 'error';
  // Section 4: the hashtag page's first fetch ends the page load.
  useEffect(() => {
    if (fetched) dispatch(pageLoadEnded());
  }, [dispatch, fetched]);

  if (view.status === 'success' && view.postIds.length === 0)
    return (
      <RaisePageError
        error={notFoundError(PAGE_ERROR_CODES.feedNotFound, `No posts found for hashtag ${hashtag}`)}
      />
    );
  if (view.error?.status === 404)
    return (
      <RaisePageError
        error={{ status: 404, error_code: PAGE_ERROR_CODES.feedNotFound, message: view.error.message }}
      />
    );
  return (
    <PageLayout>
      <PageHeading title={title} />
      <PostFeed label={title} view={view} />
    </PageLayout>
  );
}
