import { paths } from '@ltk/routes';
import { selectProfile, useAppSelector } from '@ltk/store';
import { CoverCard } from '@ltk/ui/cards';
import { usePageStrings } from '../../../i18n/page-strings';
import { selectShopCollection } from '@ltk/store/shop-collections';

/** A gift guide in a listing: cover, title, creator and product count, linking to the guide in the creator's shop. */
export function GiftGuideCard({ id }: { id: string }) {
  const { t } = usePageStrings();
  const guide = useAppSelector((state) => selectShopCollection(state, id));
  const profile = useAppSelector((state) => (guide ? selectProfile(state, guide.profileId) : undefined));
  if (!guide || !profile) return null;
  return (
    <CoverCard
      title={guide.title}
      href={paths.creatorGiftGuide(profile.displayName, guide.collectionId)}
      covers={guide.coverPhotoUrls}
      meta={
        <>
          {t('giftGuides.byCreator', { name: profile.displayName })} ·{' '}
          {t('giftGuides.products', { count: guide.productCount })}
        </>
      }
    />
  );
}
