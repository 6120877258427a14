import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { Profile } from '@ltk/contracts';
import { useId, useRef, type KeyboardEvent } from 'react';
import { usePageStrings } from '../../../i18n/page-strings';
import { SHOP_RANKINGS, type ShopRanking } from '../shop-search-names';
import { ShopProductResults } from './shop-product-results';
import { ShopSearchResults } from './shop-search-results';

const RANKING_KEYS = { recent: 'search.recent', relevant: 'search.relevant' } as const;

export type ShopSearchPanelProps = {
  profile: Profile;
  term: string;
  ranking: ShopRanking;
  setRanking: (ranking: ShopRanking) => void;
};

/**
 * A typed term's results: the creator's matching products, then the matching posts under Recent / Relevant tabs (arrow
 * keys move between them). Its own chunk.
 */
export function ShopSearchPanel({ profile, term, ranking, setRanking }: ShopSearchPanelProps) {
  const { t } = usePageStrings();
  const panelId = useId();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, current: ShopRanking) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = SHOP_RANKINGS.indexOf(current);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = SHOP_RANKINGS[(index + step + SHOP_RANKINGS.length) % SHOP_RANKINGS.length] ?? current;
    setRanking(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <ShopProductResults profileId={profile.id} term={term} />
      <div role="tablist" aria-label={t('search.rankingLabel')} css={tablist}>
        {SHOP_RANKINGS.map((option) => (
          <button
            key={option}
            ref={(node) => {
              tabs.current[option] = node;
            }}
            type="button"
            role="tab"
            aria-selected={ranking === option}
            aria-controls={panelId}
            tabIndex={ranking === option ? 0 : -1}
            onClick={() => setRanking(option)}
            onKeyDown={(event) => onTabKey(event, option)}
            css={tab}
          >
            {t(RANKING_KEYS[option])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-label={t(RANKING_KEYS[ranking])}>
        <ShopSearchResults key={`${ranking}:${term}`} profile={profile} term={term} ranking={ranking} />
      </div>
    </>
  );
}

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
