import { selectAuth, useAppSelector } from '@ltk/store';
import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { usePageTitle } from '@ltk/platform';
import { paths } from '@ltk/routes';
import { Link, useLocation } from 'react-router-dom';
import { strings } from '../../i18n/strings';
import { PageShell } from '../../lib/page-shell';

const action = (theme: Theme) =>
  css({
    display: 'inline-block',
    padding: theme.spacing(1.5, 3),
    borderRadius: theme.radius.pill,
    fontWeight: theme.typography.weight.bold,
    textDecoration: 'none',
    border: `1px solid ${theme.colors.primary}`,
  });
const primary = (theme: Theme) =>
  css({ background: theme.colors.primary, color: theme.colors.primaryContrast });

/** `/user/:invite?`: the invite landing; sign up or log in (back here), or start shopping when signed in. */
export function InvitePage() {
  const { t } = strings.useStrings();
  const auth = useAppSelector(selectAuth);
  const { pathname } = useLocation();
  usePageTitle(t('invite.title'));
  return (
    <PageShell title={t('invite.title')} narrow>
      <p>{t('invite.body')}</p>
      <div css={(theme: Theme) => css({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing(2) })}>
        {auth.status === 'authenticated' ? (
          <Link to={paths.home()} css={[action, primary]}>
            {t('invite.shop')}
          </Link>
        ) : (
          <>
            <Link to={paths.signup()} css={[action, primary]}>
              {t('invite.signUp')}
            </Link>
            <Link
              to={paths.login(pathname)}
              css={(theme: Theme) => [action(theme), css({ color: theme.colors.text })]}
            >
              {t('invite.logIn')}
            </Link>
          </>
        )}
      </div>
    </PageShell>
  );
}
