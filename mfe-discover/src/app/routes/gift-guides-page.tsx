import { usePageTitle } from '@ltk/platform';
import { PageEmptyState, PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { RecipientList } from '../../features/gift-guides/components/recipient-list';
import { useRecipients } from '../../features/gift-guides/use-recipients';
import { usePageStrings } from '../../i18n/page-strings';
import { PageHeading } from '../../lib/page-heading';
import { PageLayout } from '@ltk/ui/page-layout';

/** /giftguides: the gift-guide categories by audience (recipients of the active locale). */
export function GiftGuidesPage() {
  const { t } = usePageStrings();
  const title = t('giftGuides.title');
  usePageTitle(title);
  const view = useRecipients();
  return (
    <PageLayout>
      <PageHeading title={title} subtitle={t('giftGuides.subtitle')} />
      {view.status === 'pending' ? <PageLoading /> : null}
      {view.status === 'error' ? (
        <PageErrorState title={t('giftGuides.loadError')} onRetry={view.retry} />
      ) : null}
      {view.status === 'success' && view.recipients.length === 0 ? <PageEmptyState /> : null}
      {view.status === 'success' && view.recipients.length > 0 ? (
        <RecipientList recipients={view.recipients} label={t('giftGuides.audiences')} />
      ) : null}
    </PageLayout>
  );
}
