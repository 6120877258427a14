import { usePageTitle } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { useList } from '@ltk/store';
import { FeedGrid } from '@ltk/ui';
import { SetCard } from '../../features/product-sets/components/set-card';
import { COLLECTION_SUBTYPES, creatorProductCollections } from '@ltk/store/shop-collections';
import { usePageStrings } from '../../i18n/page-strings';
import { strings } from '../../i18n/strings';
import { listGridProps } from '@ltk/ui/list-grid';
import { useShop } from '../shop-context';

/** /explore/:displayName/productsets: the creator's product sets, newest first, 36 a page. */
export function ProductSetsPage() {
  const { profile } = useShop();
  const { t } = strings.useStrings();
  const pages = usePageStrings();
  usePageTitle(pages.t('sets.pageTitle', { name: profile.displayName }));
  const list = useList(creatorProductCollections, {
    profileId: profile.id,
    subtype: COLLECTION_SUBTYPES.productSet,
    displayName: profile.displayName,
  });
  return (
    <FeedGrid
      label={t('nav.productSets')}
      {...listGridProps(list)}
      renderItem={(id) => <SetCard id={id} href={paths.creatorProductSet(profile.displayName, id)} />}
    />
  );
}
