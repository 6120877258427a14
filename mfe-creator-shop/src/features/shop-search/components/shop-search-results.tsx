import type { Profile } from '@ltk/contracts';
import { useAppSelector, useList } from '@ltk/store';
import { listGridPaging } from '@ltk/ui/list-grid';
import { ShopPostFeed } from '../../../lib/post-grid/shop-post-feed';
import { usePageStrings } from '../../../i18n/page-strings';
import { shopSearch } from '../shop-search-loads';
import type { ShopRanking } from '../shop-search-names';
import { selectPinned } from '../shop-search-slice';

export type ShopSearchResultsProps = { profile: Profile; term: string; ranking: ShopRanking };

/** The creator's posts matching the term, in the chosen ranking, 36 a page (virtualised masonry); pinned posts marked. */
export function ShopSearchResults({ profile, term, ranking }: ShopSearchResultsProps) {
  const { t } = usePageStrings();
  const args = { profileId: profile.id, ranking, term };
  const name = shopSearch.key(args);
  const list = useList(shopSearch, args);
  const pinned = useAppSelector((state) => selectPinned(state, name));
  return (
    <ShopPostFeed
      label={t('search.results', { term })}
      postIds={list.ids}
      profile={profile}
      cacheKey={name}
      pinned={pinned}
      pinnedLabel={t('search.pinned')}
      {...listGridPaging(list)}
    />
  );
}
