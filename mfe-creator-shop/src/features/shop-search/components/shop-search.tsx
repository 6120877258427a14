import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Profile } from '@ltk/contracts';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { strings } from '../../../i18n/strings';
import { useShopSearch } from '../hooks/use-shop-search';
import { SHOP_RANKINGS, type ShopRanking } from '../shop-search-loads';
import { ShopSearchResults } from './shop-search-results';

const RANKING_KEYS = { recent: 'search.recent', relevant: 'search.relevant' } as const;

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
  const panelId = useId();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, ranking: ShopRanking) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = SHOP_RANKINGS.indexOf(ranking);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = SHOP_RANKINGS[(index + step + SHOP_RANKINGS.length) % SHOP_RANKINGS.length] ?? ranking;
    search.setRanking(next);
    tabs.current[next]?.focus();
  };

  return (
    <div css={(theme: Theme) => css({ display: 'grid', gap: theme.spacing(2) })}>
      <form role="search" css={form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} css={label}>
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
        <>
          <div role="tablist" aria-label={t('search.rankingLabel')} css={tablist}>
            {SHOP_RANKINGS.map((ranking) => (
              <button
                key={ranking}
                ref={(node) => {
                  tabs.current[ranking] = node;
                }}
                type="button"
                role="tab"
                aria-selected={search.ranking === ranking}
                aria-controls={panelId}
                tabIndex={search.ranking === ranking ? 0 : -1}
                onClick={() => search.setRanking(ranking)}
                onKeyDown={(event) => onTabKey(event, ranking)}
                css={tab}
              >
                {t(RANKING_KEYS[ranking])}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={panelId} aria-label={t(RANKING_KEYS[search.ranking])}>
            <ShopSearchResults
              key={`${search.ranking}:${search.term}`}
              profile={profile}
              term={search.term}
              ranking={search.ranking}
            />
          </div>
        </>
      ) : (
        children
      )}
    </div>
  );
}

const form = (theme: Theme) => css`
  display: grid;
  gap: ${theme.spacing(0.5)};
  max-width: 480px;
  width: 100%;
  margin: 0 auto;
`;

const label = (theme: Theme) => css`
  font-size: ${theme.typography.size.sm};
  color: ${theme.colors.textMuted};
`;

const input = (theme: Theme) => css`
  width: 100%;
  box-sizing: border-box;
  padding: ${theme.spacing(1, 2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const tablist = (theme: Theme) => css`
  display: flex;
  justify-content: center;
  gap: ${theme.spacing(1)};
`;

const tab = (theme: Theme) => css`
  padding: ${theme.spacing(0.75, 2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.text};
    color: ${theme.colors.background};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
