import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Profile } from '@ltk/contracts';
import { LazyPage } from '@ltk/ui/lazy-page';
import { lazy, useId, type ReactNode } from 'react';
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
  const inputId = useId();
  return (
    <div css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(2) })}>
      {/* Named by its label: a landmark apart from the header's search. */}
      <form
        role="search"
        aria-labelledby={`${inputId}-label`}
        css={form}
        onSubmit={(event) => event.preventDefault()}
      >
        <label id={`${inputId}-label`} htmlFor={inputId} css={label}>
          {t('search.label', { name: profile.displayName })}
        </label>
        <input
          id={inputId}
          type="search"
          value={search.input}
          onChange={(event) => search.setInput(event.target.value)}
          placeholder={t('search.placeholder')}
          css={input}
        />
      </form>
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
    </div>
  );
}

const form = (theme: Theme) =>
  css({ display: 'grid', gap: theme.spacing(0.5), maxWidth: 480, width: '100%', margin: '0 auto' });

const label = (theme: Theme) => css({ fontSize: theme.typography.size.sm, color: theme.colors.textMuted });

const input = (theme: Theme) =>
  css({
    width: '100%',
    boxSizing: 'border-box',
    padding: theme.spacing(1, 2),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.pill,
    font: 'inherit',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  });
