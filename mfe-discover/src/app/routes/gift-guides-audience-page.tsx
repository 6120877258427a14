import type { GiftGuideTerm } from '@ltk/contracts';
import { pageNotFound, RaisePageError, usePageTitle } from '@ltk/platform';
import { useList } from '@ltk/store';
import { audienceGiftGuides } from '@ltk/store/shop-collections';
import { FeedGrid } from '@ltk/ui';
import { PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { useParams } from 'react-router-dom';
import { audienceSegment } from '../../features/gift-guides/components/recipient-list';
import { GiftGuideCard } from '../../features/gift-guides/components/gift-guide-card';
import { useRecipients } from '../../features/gift-guides/use-recipients';
import { usePageStrings } from '../../i18n/page-strings';
import { listGridProps } from '@ltk/ui/list-grid';
import { PageHeading } from '../../lib/page-heading';
import { PageLayout } from '@ltk/ui/page-layout';

/** /giftguides/:id: the gift guides of one audience (`for_her`), 36 a page; an unknown audience is a 404. */
export function GiftGuidesAudiencePage() {
  const { t } = usePageStrings();
  const { id = '' } = useParams();
  const view = useRecipients();
  if (view.status === 'pending') return <PageLoading />;
  if (view.status === 'error')
    return <PageErrorState title={t('giftGuides.loadError')} onRetry={view.retry} />;
  const recipient = view.recipients.find((term) => audienceSegment(term.key) === id.toLowerCase());
  if (!recipient) return <RaisePageError error={pageNotFound(`No gift guides audience ${id}`)} />;
  return <AudienceGuides key={recipient.key} recipient={recipient} />;
}

function AudienceGuides({ recipient }: { recipient: GiftGuideTerm }) {
  const { t } = usePageStrings();
  usePageTitle(recipient.value);
  const list = useList(audienceGiftGuides, recipient.key);
  return (
    <PageLayout>
      <PageHeading title={recipient.value} subtitle={t('giftGuides.audienceSubtitle')} />
      <FeedGrid
        label={recipient.value}
        {...listGridProps(list)}
        renderItem={(id) => <GiftGuideCard id={id} />}
      />
    </PageLayout>
  );
}
