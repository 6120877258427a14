import { usePageTitle } from '@ltk/platform';
import { useList } from '@ltk/store';
import { FeedGrid } from '@ltk/ui';
import { CollectionCard } from '../../features/collections/components/collection-card';
import { creatorCollections } from '../../features/collections/collection-loads';
import { usePageStrings } from '../../i18n/page-strings';
import { strings } from '../../i18n/strings';
import { listGridProps } from '@ltk/ui/list-grid';
import { useShop } from '../shop-context';

/** /explore/:displayName/collections: the creator's collections by rank, 36 a page. */
export function CollectionsPage() {
  const { profile } = useShop();
  const { t } = strings.useStrings();
  const pages = usePageStrings();
  usePageTitle(pages.t('collections.pageTitle', { name: profile.displayName }));
  const list = useList(creatorCollections, profile.id);
  return (
    <FeedGrid
      label={t('nav.collections')}
      {...listGridProps(list)}
      renderItem={(id) => <CollectionCard id={id} displayName={profile.displayName} />}
    />
  );
}
