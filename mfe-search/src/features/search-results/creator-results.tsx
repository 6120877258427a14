import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { feedCleared, useAppDispatch, useAppSelector, useList } from '@ltk/store';
import { Avatar, Button, Spinner } from '@ltk/ui';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { ResultsMessage } from './results-message';
import { selectCreatorHit } from './search-hits-slice';
import { creatorSearch } from './search-reads';
import { useResultClick } from './use-result-click';
import { strings } from '../../i18n/strings';

/** Creators matching the keyword: avatar and display name linking to their shop, paged by page number. */
export function CreatorResults({ keyword }: { keyword: string }) {
  const { t } = strings.useStrings();
  const dispatch = useAppDispatch();
  const list = useList(creatorSearch, keyword);
  const reportClick = useResultClick(keyword, 'profile');
  // A failed search clears its results; Try Again searches again from the first page.
  const retry = useCallback(
    () => dispatch(feedCleared({ name: creatorSearch.key(keyword) })),
    [dispatch, keyword],
  );

  if (list.status === 'failed')
    return <ResultsMessage message={t('results.error')} action={t('results.tryAgain')} onAction={retry} />;
  if (list.status === 'succeeded' && list.ids.length === 0)
    return <ResultsMessage message={t('results.noResults')} />;

  return (
    <div>
      <ul
        css={(theme: Theme) =>
          css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1) })
        }
      >
        {list.ids.map((id, index) => (
          <CreatorResult key={id} id={id} position={index + 1} reportClick={reportClick} />
        ))}
      </ul>
      {list.status === 'pending' ? <Spinner /> : null}
      {list.hasMore && list.status === 'succeeded' ? (
        <div css={css({ display: 'flex', justifyContent: 'center', marginTop: 16 })}>
          <Button variant="secondary" onClick={list.loadMore}>
            {t('results.showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

type CreatorResultProps = {
  id: string;
  /** 1-based place in the results, as the click report counts. */
  position: number;
  reportClick: (contentId: string, position: number) => void;
};

/** One creator hit from the store: avatar and display name linking to the creator's shop. */
function CreatorResult({ id, position, reportClick }: CreatorResultProps) {
  const hit = useAppSelector((state) => selectCreatorHit(state, id));
  if (!hit) return null;
  const displayName = hit.postProfileDisplay ?? hit.query ?? '';
  return (
    <li>
      <Link
        to={paths.creator(displayName)}
        onClick={() => reportClick(id, position)}
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
}
