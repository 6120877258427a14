import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { SearchHit } from '@ltk/contracts';
import { paths } from '@ltk/routes';
import { Avatar, Button, Spinner } from '@ltk/ui';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { ResultsMessage } from './results-message';
import { useApi } from '@ltk/platform';
import { usePagedSearch } from './use-paged-search';
import { searchCreatorsPage } from './search-creators-page';
import { useResultClick } from './use-result-click';
import { strings } from '../../i18n/strings';

/** Creators matching the keyword: avatar and display name linking to their shop, paged by page number. */
export function CreatorResults({ keyword }: { keyword: string }) {
  const { t } = strings.useStrings();
  const api = useApi();
  const fetchPage = useCallback((query: string, page: number) => searchCreatorsPage(api, query, page), [api]);
  const { state, hasMore, loadMore, retry } = usePagedSearch<SearchHit>(keyword, fetchPage, 'pages');
  const reportClick = useResultClick(keyword, 'profile');

  if (state.status === 'error')
    return <ResultsMessage message={t('results.error')} action={t('results.tryAgain')} onAction={retry} />;
  if (state.status === 'idle' && state.page >= 0 && state.hits.length === 0)
    return <ResultsMessage message={t('results.noResults')} />;

  return (
    <div>
      <ul
        css={(theme: Theme) =>
          css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1) })
        }
      >
        {state.hits.map((hit, index) => {
          const displayName = hit.postProfileDisplay ?? hit.query ?? '';
          return (
            <li key={hit.id ?? hit.objectID}>
              <Link
                to={paths.creator(displayName)}
                onClick={() => reportClick(hit.id ?? hit.objectID, index + 1)}
                css={(theme: Theme) =>
                  css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: theme.spacing(1.5),
                    padding: theme.spacing(1),
                    color: theme.colors.text,
                    textDecoration: 'none',
                    borderRadius: theme.radius.md,
                    '&:hover': { background: theme.colors.surface },
                  })
                }
              >
                <Avatar src={hit.imageLink} name={displayName} size={56} decorative />
                <strong>{displayName}</strong>
              </Link>
            </li>
          );
        })}
      </ul>
      {state.status === 'pending' ? <Spinner /> : null}
      {hasMore && state.status === 'idle' ? (
        <div css={css({ display: 'flex', justifyContent: 'center', marginTop: 16 })}>
          <Button variant="secondary" onClick={loadMore}>
            {t('results.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
