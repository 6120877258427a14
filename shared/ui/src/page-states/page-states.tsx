import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// By package name: a remote bundling this subpath uses the shared @ltk/ui module for these, not a second copy.
import { Button, Spinner } from '@ltk/ui';

const box = (theme: Theme) =>
  css({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing(2),
    padding: theme.spacing(6, 2),
    textAlign: 'center',
    fontFamily: theme.typography.fontFamily,
  });
const heading = (theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.lg });
const text = (theme: Theme) => css({ margin: 0, color: theme.colors.textMuted, maxWidth: 480 });

/** While a page's (or a section's) main data loads: a status the screen reader announces. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div css={box} aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}

export type PageErrorStateProps = {
  /** What failed, in the page's words ('Error Loading LTKs.'). */
  title: string;
  /** Shown with a 'Try Again' button: loads the same data again. */
  onRetry?: () => void;
};

/** A load that failed, with a retry; announced as an alert. For a missing entity raise the page error instead. */
export function PageErrorState({ title, onRetry }: PageErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <section css={box} role="alert">
      <h2 css={heading}>{title}</h2>
      {onRetry ? <Button onClick={onRetry}>{t('tryAgain', 'Try Again')}</Button> : null}
    </section>
  );
}

export type PageEmptyStateProps = {
  /** Defaults to 'No results found.' */
  title?: string;
  message?: string;
  /** A way forward (a link or a button). */
  children?: ReactNode;
};

/** Nothing to show (a list with no items). */
export function PageEmptyState({ title, message, children }: PageEmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <section css={box}>
      <h2 css={heading}>{title ?? t('noResults', 'No results found.')}</h2>
      {message ? <p css={text}>{message}</p> : null}
      {children}
    </section>
  );
}
