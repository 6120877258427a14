import { isApiError, type ApiClient } from '@ltk/api-client';
import { hashtagSources, type HashtagSource } from '@ltk/routes/hashtag';

/** Whether a feed's first page has a post (the api's 404 is a feed without one). */
async function hasPosts(api: ApiClient, source: HashtagSource): Promise<boolean> {
  const limit = 1;
  try {
    const body = await (source.kind === 'hashtag'
      ? api.getHashtagFeed(source.hashtag, { limit })
      : source.kind === 'trending'
        ? api.getTrendingFeed({ limit, rank: source.rank })
        : api.getFeaturedFeed({ limit, rank: source.rank }));
    return (body.data?.activities ?? []).some((activity) => activity?.postId);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

/**
 * `/hashtags/<hashtag>`: a 404 when the feed the page shows has no posts, the SPA's rule (mfe-discover's hashtag
 * page). The server does not know the reader's categories, which decide between the prefixed hashtag and the
 * hashtag itself (section 5): it answers 404 only when none of them has a post. Rejects when the api fails.
 */
export async function hashtagStatus(api: ApiClient, hashtag: string): Promise<200 | 404> {
  const found = await Promise.all(hashtagSources(hashtag).map((source) => hasPosts(api, source)));
  return found.some(Boolean) ? 200 : 404;
}
