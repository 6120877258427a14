import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { SearchType } from '@ltk/contracts';
import { usePageTitle } from '@ltk/platform';
import { parseSearchType } from '@ltk/routes';
import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normalizeQuery } from '../../lib/normalize-query';
import { truncateTitle } from '../../lib/truncate-title';
import { CreatorResults } from '../../features/search-results/creator-results';
import { PostResults } from '../../features/search-results/post-results';
import { ResultsMessage } from '../../features/search-results/results-message';
import { SearchTabs } from '../../features/search-results/search-tabs';
import { strings } from '../../i18n/strings';

/** Category bubbles: their own chunk (with their strings), so /search's first load does not carry them. */
const CategoryBubbles = lazy(
  () =>
    import(
      /* webpackChunkName: "search-category-bubbles" */ '../../features/category-bubbles/category-bubbles'
    ),
);

/**
 * `/search?keyword=&type=post|profile`: tabs Posts/Creators over the results of the keyword; before a keyword, the
 * prompt and 'Shop by category'.
 */
export function SearchResultsPage() {
  const { t } = strings.useStrings();
  const [params, setParams] = useSearchParams();
  const keyword = normalizeQuery(params.get('keyword'));
  const shownKeyword = truncateTitle(keyword);
  const type = parseSearchType(params.get('type'));
  const panelId = useId();
  usePageTitle(shownKeyword ? `${shownKeyword} - ${t('results.pageTitle')}` : t('results.pageTitle'));

  const setType = (next: SearchType) => {
    const updated = new URLSearchParams(params);
    updated.set('type', next);
    setParams(updated);
  };

  return (
    <div
      css={(theme: Theme) =>
        css({
          maxWidth: 1280,
          margin: '0 auto',
          padding: theme.spacing(2),
          fontFamily: theme.typography.fontFamily,
        })
      }
    >
      <h1 css={(theme: Theme) => css({ fontSize: theme.typography.size.xl, margin: theme.spacing(1, 0, 2) })}>
        {shownKeyword ? t('results.title', { keyword: shownKeyword }) : t('results.pageTitle')}
      </h1>
      <SearchTabs type={type} panelId={panelId} onChange={setType} />
      <div id={panelId} role="tabpanel" css={(theme: Theme) => css({ paddingTop: theme.spacing(2) })}>
        {!keyword ? (
          <>
            <ResultsMessage message={t('results.prompt')} />
            <Suspense fallback={null}>
              <CategoryBubbles />
            </Suspense>
          </>
        ) : type === 'post' ? (
          <PostResults key={keyword} keyword={keyword} />
        ) : (
          <CreatorResults key={keyword} keyword={keyword} />
        )}
      </div>
    </div>
  );
}
