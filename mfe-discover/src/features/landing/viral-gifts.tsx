import { FEED_NAMES } from '@ltk/store';
import { usePageStrings } from '../../i18n/page-strings';
import { PostPreviews } from '../../lib/post-previews';

/** The gift-guide hashtag whose first posts are the viral gifts. */
const VIRAL_GIFTS_HASHTAG = 'ltkgiftguide';

/** The viral-gifts section: links to the first four posts of the gift-guide hashtag feed. */
export function ViralGifts({ label }: { label: string }) {
  const { t } = usePageStrings();
  return (
    <PostPreviews
      feedName={FEED_NAMES.hashtag(VIRAL_GIFTS_HASHTAG)}
      source={{ kind: 'hashtag', hashtag: VIRAL_GIFTS_HASHTAG }}
      count={4}
      label={label}
      itemLabel={(index) => t('holiday.viralPost', { index })}
      errorTitle={t('holiday.viralError')}
    />
  );
}
