import { defineList, entitiesReceived, entitiesSlice, useList } from '@ltk/store';
import { usePageStrings } from '../../i18n/page-strings';
import { PostPreviewList } from '../../lib/post-previews';

/** The gift-guide hashtag whose posts of the day are the viral gifts. */
const VIRAL_GIFTS_HASHTAG = 'ltkgiftguide';

/** The viral gifts shown. */
const VIRAL_GIFTS = 4;

/**
 * The viral gifts: the gift-guide hashtag's posts through the popular-today variant of GET /v2/ltks (rank 24h,
 * trending, styled, with products and profiles), the first four, into the shared entities.
 */
const viralGiftPosts = defineList({
  owner: entitiesSlice,
  name: 'viral-gifts',
  args: (hashtag: string) => hashtag,
  load: async (hashtag, _cursor, { dispatch, extra }) => {
    const response = await extra.api.getLtks({ hashtag, popularToday: true, limit: VIRAL_GIFTS });
    dispatch(
      entitiesReceived({
        fetchedAt: extra.now(),
        posts: response.ltks,
        profiles: response.profiles,
        products: response.products,
      }),
    );
    return { ids: response.ltks.map((post) => post.id), meta: { next: null } };
  },
});

/** The viral-gifts section: links to the gift-guide posts most popular in the last 24 hours. */
export function ViralGifts({ label }: { label: string }) {
  const { t } = usePageStrings();
  const list = useList(viralGiftPosts, VIRAL_GIFTS_HASHTAG);
  return (
    <PostPreviewList
      list={list}
      count={VIRAL_GIFTS}
      label={label}
      itemLabel={(index) => t('holiday.viralPost', { index })}
      errorTitle={t('holiday.viralError')}
    />
  );
}
