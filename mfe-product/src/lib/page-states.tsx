import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { Button, Spinner } from '@ltk/ui';
import { COMMON_NS } from '@ltk/i18n';
import { useTranslation } from 'react-i18next';

const box = (theme: Theme) =>
  css({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing(2),
    padding: theme.spacing(6, 2),
    textAlign: 'center',
    fontFamily: theme.typography.fontFamily,
  });

/** Whole-page spinner while the page's main entity loads. */
export function PageLoading() {
  return <Spinner />;
}

/** Unknown or invalid id: the same words as the shell's 404 screen. */
export function NotFoundState() {
  const { t } = useTranslation(COMMON_NS);
  return (
    <section css={box} data-status="404">
      <h1 css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.xl })}>
        {t('pageNotFound')}
      </h1>
    </section>
  );
}

export type ErrorStateProps = { onRetry: () => void };

/** A failed page load with a retry. */
export function ErrorState({ onRetry }: ErrorStateProps) {
  const { t } = useTranslation('mfe_product');
  return (
    <section css={box} role="alert">
      <h1 css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.xl })}>
        {t('error.title')}
      </h1>
      <Button onClick={onRetry}>{t('error.tryAgain')}</Button>
    </section>
  );
}
