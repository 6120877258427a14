import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';

/** A feed's fetch state, as the frame shows it (FeedGrid, MasonryFeed). */
export type FeedGridStatus = 'idle' | 'pending' | 'error' | 'success';

export type FeedFrameProps = {
  /** `pending` shows the spinner, `error` the error with 'Try Again', `success` with `empty` the empty text. */
  status: FeedGridStatus;
  /** Whether the list has no items. */
  empty: boolean;
  onRetry: () => void;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
  /** The list itself. */
  children: ReactNode;
};

/** A feed's frame (FeedGrid, MasonryFeed): the named, busy-while-pending section with the spinner, error and empty states. */
export function FeedFrame({ status, empty, onRetry, label, className, children }: FeedFrameProps) {
  const { t } = useTranslation('common');
  return (
    <section className={className} aria-label={label} aria-busy={status === 'pending'}>
      {children}
      {status === 'pending' ? <Spinner label={t('loading', 'Loading…')} /> : null}
      {status === 'error' ? (
        <div role="alert" css={(theme: Theme) => css({ textAlign: 'center', padding: theme.spacing(4, 2) })}>
          <p css={(theme: Theme) => css({ margin: `0 0 ${theme.spacing(2)}` })}>
            {t('errorLoadingLtks', 'Error Loading LTKs.')}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {t('tryAgain', 'Try Again')}
          </Button>
        </div>
      ) : null}
      {status === 'success' && empty ? (
        <p
          css={(theme: Theme) =>
            css({ textAlign: 'center', padding: theme.spacing(4, 2), color: theme.colors.textMuted })
          }
        >
          {t('noResults', 'No results found.')}
        </p>
      ) : null}
    </section>
  );
}
