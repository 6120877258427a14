import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { paths } from '@ltk/routes';
import { selectIsLoggedIn, useAppSelector } from '@ltk/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DISCOVER_NS } from '../../i18n/register-discover-i18n';
import { useNoIndex } from '../../lib/use-no-index';
import { usePageTitle } from '@ltk/platform';
import type { PageError } from './page-error';

export interface PageErrorStateProps {
  error: PageError;
  /** Shown below the message (the Discover feed). */
  children?: ReactNode;
}

/** Section-2 error screen inside the remote: 404 or generic texts, 'Discover More' when logged in, not indexed. */
export function PageErrorState({ error, children }: PageErrorStateProps) {
  const { t } = useTranslation(DISCOVER_NS);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const notFound = error.status === 404;
  const title = notFound ? t('pageError.notFoundTitle') : t('pageError.title');
  usePageTitle(title);
  useNoIndex();
  return (
    <div data-status={error.status} data-error-code={error.error_code}>
      <section css={box}>
        <h1 css={(theme: Theme) => css({ margin: 0, fontSize: theme.typography.size.xl })}>{title}</h1>
        <p css={css({ margin: 0 })}>{notFound ? t('pageError.notFoundMessage') : t('pageError.message')}</p>
        {loggedIn ? (
          <Link to={paths.home()} css={discoverMore}>
            {t('pageError.discoverMore')}
          </Link>
        ) : null}
      </section>
      {children}
    </div>
  );
}

const box = (theme: Theme) =>
  css({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing(2),
    maxWidth: 640,
    margin: '0 auto',
    padding: theme.spacing(6, 2, 4),
    textAlign: 'center',
  });

const discoverMore = (theme: Theme) => css`
  display: inline-block;
  padding: ${theme.spacing(1.5, 3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
  font-weight: ${theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
