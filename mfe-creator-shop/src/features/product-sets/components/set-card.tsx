import { useAppSelector } from '@ltk/store';
import { CoverCard } from '@ltk/ui/cards';
import { usePageStrings } from '../../../i18n/page-strings';
import { selectShopCollection } from '@ltk/store/shop-collections';

/** A product set or gift guide in the shop's list: cover, title and product count, linking to `href`. */
export function SetCard({ id, href }: { id: string; href: string }) {
  const { t } = usePageStrings();
  const set = useAppSelector((state) => selectShopCollection(state, id));
  if (!set) return null;
  return (
    <CoverCard
      title={set.title}
      href={href}
      covers={set.coverPhotoUrls}
      meta={t('sets.products', { count: set.productCount })}
    />
  );
}
