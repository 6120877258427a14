import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Profile } from '@ltk/contracts';
import { useAppSelector, useList } from '@ltk/store';
import { FeedGrid } from '@ltk/ui';
import { listGridPaging } from '@ltk/ui/list-grid';
import { ShopPostCard } from '../../../lib/post-grid/post-card';
import { selectPostsByIds } from '../../../lib/post-grid/select-posts';
import { useCardData } from '../../../lib/post-grid/use-card-data';
import { strings } from '../../../i18n/strings';
import { shopSearchList, shopSearchLoader, type ShopRanking } from '../shop-search-loads';
import { selectPinned } from '../shop-search-slice';

export type ShopSearchResultsProps = { profile: Profile; term: string; ranking: ShopRanking };

/** The creator's posts matching the term, in the chosen ranking, 36 a page; pinned posts marked. */
export function ShopSearchResults({ profile, term, ranking }: ShopSearchResultsProps) {
  const { t } = strings.useStrings();
  const name = shopSearchList(profile.id, ranking, term);
  const list = useList(name, shopSearchLoader(profile.id, ranking, term));
  const posts = useAppSelector((state) => selectPostsByIds(state, list.ids));
  const pinned = useAppSelector((state) => selectPinned(state, name));
  useCardData(posts);
  return (
    <FeedGrid
      label={t('search.results', { term })}
      items={posts}
      getKey={(post) => post.id}
      {...listGridPaging(list)}
      renderItem={(post, index) => (
        <div css={css({ position: 'relative' })}>
          {pinned.includes(post.id) ? <span css={badge}>{t('search.pinned')}</span> : null}
          <ShopPostCard post={post} profile={profile} priority={index < 4} />
        </div>
      )}
    />
  );
}

const badge = (theme: Theme) => css`
  display: inline-block;
  margin-bottom: ${theme.spacing(0.5)};
  padding: ${theme.spacing(0.25, 1)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  font-size: ${theme.typography.size.sm};
  font-weight: ${theme.typography.weight.bold};
`;
