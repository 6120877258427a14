import { usePageTitle } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { useAppSelector, useList } from '@ltk/store';
import { FeedGrid } from '@ltk/ui';
import { PageErrorState } from '@ltk/ui/page-states';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SetCard } from '../../features/product-sets/components/set-card';
import { visibleGiftGuideIds } from '../../features/product-sets/gift-guide-filter';
import { useRecipients } from '../../features/product-sets/hooks/use-recipients';
import { SUBTYPES, setsList, setsLoader } from '../../features/product-sets/product-set-loads';
import { strings } from '../../i18n/strings';
import { listGridStatus } from '../../lib/list-grid-status';
import { useShop } from '../shop-context';

/**
 * /explore/:displayName/giftguides: the creator's gift guides whose audience is a known recipient (shown once the
 * locale's recipients are loaded), 36 a page.
 */
export function GiftGuidesPage() {
  const { profile } = useShop();
  const { t } = strings.useStrings();
  const { i18n } = useTranslation();
  usePageTitle(t('giftGuides.pageTitle', { name: profile.displayName }));
  const recipients = useRecipients(i18n.language);
  const list = useList(
    setsList(profile.id, SUBTYPES.giftGuide),
    setsLoader(profile.id, SUBTYPES.giftGuide, profile.displayName),
  );
  const guides = useAppSelector((state) => state.creatorShopProductSets?.sets);
  const ids = useMemo(
    () => visibleGiftGuideIds(list.ids, guides ?? {}, recipients.recipients),
    [list.ids, guides, recipients.recipients],
  );
  if (recipients.failed) return <PageErrorState title={t('error.title')} onRetry={recipients.retry} />;
  const status = recipients.recipients ? listGridStatus(list.status) : 'pending';
  return (
    <FeedGrid
      label={t('nav.giftGuides')}
      items={ids}
      getKey={(id) => id}
      status={status}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      onRetry={list.retry}
      renderItem={(id) => <SetCard id={id} href={paths.creatorGiftGuide(profile.displayName, id)} />}
    />
  );
}
