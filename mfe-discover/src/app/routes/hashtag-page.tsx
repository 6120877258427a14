import { useParams } from 'react-router-dom';
import { hashtagFeed } from '../../features/feeds/hashtag-feed';
import { PostFeed } from '../../features/feeds/post-feed';
import { useFeed } from '../../features/feeds/use-feed';
import { PageHeading, PageLayout } from '../../lib/page-layout';
import { notFoundError, PAGE_ERROR_CODES, RaisePageError, usePageTitle } from '@ltk/platform';
import { strings } from '../../i18n/strings';

const SPECIAL_TITLES = {
  'popular-today': 'hashtag.popularToday',
  'trending-creators': 'hashtag.trendingCreators',
  'top-shared': 'hashtag.topShared',
} as const;

/** /hashtags/:hashtag: the hashtag's feed (special hashtags from the global feeds); no posts is a 404. */
export function HashtagPage() {
  const { hashtag = '' } = useParams();
  if (!hashtag.trim())
    return <RaisePageError error={notFoundError(PAGE_ERROR_CODES.feedNotFound, 'No hashtag given')} />;
  return <HashtagFeed key={hashtag.toLowerCase()} hashtag={hashtag} />;
}

function HashtagFeed({ hashtag }: { hashtag: string }) {
  const { t } = strings.useStrings();
  const special = SPECIAL_TITLES[hashtag.toLowerCase() as keyof typeof SPECIAL_TITLES];
  const title = special ? t(special) : t('hashtag.title', { hashtag });
  usePageTitle(title);
  const view = useFeed(hashtagFeed(hashtag));

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
