import { usePageTitle } from '@ltk/platform';
import { PageEmptyState, PageErrorState, PageLoading } from '@ltk/ui/page-states';
import { CreatorList } from '../../features/creators/creator-list';
import { useRecommendedCreators } from '../../features/creators/use-recommended-creators';
import { PAGE_SIZES } from '@ltk/contracts';
import { usePageStrings } from '../../i18n/page-strings';
import { PageHeading } from '../../lib/page-heading';
import { PageLayout } from '@ltk/ui/page-layout';

/** /creators/matching: recommended creators (30, most-followed first), each linking to their shop. */
export function CreatorsMatchingPage() {
  const { t } = usePageStrings();
  const title = t('creators.title');
  usePageTitle(title);
  const view = useRecommendedCreators(PAGE_SIZES.recommendations);
  return (
    <PageLayout>
      <PageHeading title={title} subtitle={t('creators.subtitle')} />
      {view.status === 'pending' ? <PageLoading /> : null}
      {view.status === 'error' ? (
        <PageErrorState title={t('creators.loadError')} onRetry={view.retry} />
      ) : null}
      {view.status === 'success' && view.creators.length === 0 ? <PageEmptyState /> : null}
      {view.status === 'success' && view.creators.length > 0 ? (
        <CreatorList creators={view.creators} label={title} />
      ) : null}
    </PageLayout>
  );
}
