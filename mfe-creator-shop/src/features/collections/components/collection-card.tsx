import { paths } from '@ltk/routes';
import { useAppSelector } from '@ltk/store';
import { CoverCard } from '@ltk/ui/cards';
import { usePageStrings } from '../../../i18n/page-strings';
import { selectCollection } from '../collections-slice';

/** A collection in the shop's list: up to four of its latest posts, its title and post count. */
export function CollectionCard({ id, displayName }: { id: string; displayName: string }) {
  const { t } = usePageStrings();
  const collection = useAppSelector((state) => selectCollection(state, id));
  const posts = useAppSelector((state) => state.entities.posts);
  if (!collection) return null;
  const covers = collection.latestItemIds.flatMap((postId) => {
    const hero = posts[postId]?.heroImage;
    return hero ? [hero] : [];
  });
  return (
    <CoverCard
      title={collection.title}
      href={paths.creatorCollection(displayName, collection.id)}
      covers={covers}
      mosaic
      meta={t('collections.posts', { count: collection.itemCount })}
    />
  );
}
