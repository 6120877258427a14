import { usePageTitle } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { useAppSelector, useList } from '@ltk/store';
import { FeedGrid } from '@ltk/ui';
import { PageErrorState } from '@ltk/ui/page-states';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SetCard } from '../../features/product-sets/components/set-card';
import { visibleGiftGuideIds } from '../../features/product-sets/gift-guide-filter';
import { useRecipients } from '../../features/product-sets/hooks/use-recipients';
import { COLLECTION_SUBTYPES, creatorProductCollections } from '@ltk/store/shop-collections';
import { usePageStrings } from '../../i18n/page-strings';
import { strings } from '../../i18n/strings';
import { listGridStatus } from '@ltk/ui/list-grid';
import { useShop } from '../shop-context';

/**
 * /explore/:displayName/giftguides: the creator's gift guides whose audience is a known recipient (shown once the
 * locale's recipients are loaded), 36 a page.
 */
export function GiftGuidesPage() {
  const { profile } = useShop();
  const { t } = strings.useStrings();
  const pages = usePageStrings();
  const { i18n } = useTranslation();
  usePageTitle(pages.t('giftGuides.pageTitle', { name: profile.displayName }));
  const recipients = useRecipients(i18n.language);
  const list = useList(creatorProductCollections, {
    profileId: profile.id,
    subtype: COLLECTION_SUBTYPES.giftGuide,
    displayName: profile.displayName,
  });
  const guides = useAppSelector((state) => state.shopCollections?.collections);
  const ids = useMemo(
    () => visibleGiftGuideIds(list.ids, guides ?? {}, recipients.recipients),
    [list.ids, guides, recipients.recipients],
  );
  // A page whose guides are all for unknown recipients adds nothing to see, so nothing scrolls into the load trigger:
  // ask for the next page at once instead of stopping there.
  const seen = useRef({ loaded: 0, visible: 0 });
  const { status: listStatus, hasMore, loadMore } = list;
  useEffect(() => {
    if (!recipients.recipients || listStatus !== 'succeeded') return;
    const loaded = list.ids.length;
    const previous = seen.current;
    seen.current = { loaded, visible: ids.length };
    if (hasMore && loaded > previous.loaded && ids.length === previous.visible) loadMore();
  }, [recipients.recipients, listStatus, hasMore, loadMore, list.ids.length, ids.length]);
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
