import type { Profile } from '@ltk/contracts';
import { LazyPage } from '@ltk/ui/lazy-page';
import { ShopSearchForm } from '@ltk/ui/shop-posts';
import { lazy, type ReactNode } from 'react';
import { strings } from '../../../i18n/strings';
import { useShopSearch } from '../hooks/use-shop-search';

// Only with a term typed: its own chunk, so the shop's first load does not carry it.
const ShopSearchPanel = lazy(() =>
  import('./shop-search-panel').then((m) => ({
    default: m.ShopSearchPanel,
  })),
);

export type ShopSearchProps = {
  profile: Profile;
  /** What shows while no term is typed: the creator's recent posts. */
  children: ReactNode;
};

/** The shop's search box; with a term, its results under Recent / Relevant tabs, else `children`. */
export function ShopSearch({ profile, children }: ShopSearchProps) {
  const { t } = strings.useStrings();
  const search = useShopSearch(profile.id);
  return (
    <ShopSearchForm
      label={t('search.label', { name: profile.displayName })}
      placeholder={t('search.placeholder')}
      value={search.input}
      onChange={search.setInput}
    >
      {search.term ? (
        <LazyPage>
          <ShopSearchPanel
            profile={profile}
            term={search.term}
            ranking={search.ranking}
            setRanking={search.setRanking}
          />
        </LazyPage>
      ) : (
        children
      )}
    </ShopSearchForm>
  );
}
