import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import { useCommonTranslation } from '@ltk/i18n';
import { paths } from '@ltk/routes';
import { primaryLinkInline, textLink } from '@ltk/ui/primary-link';
import { Link, useLocation } from 'react-router-dom';

const box = (theme: Theme) =>
  css({ display: 'grid', justifyItems: 'center', gap: theme.spacing(2), padding: theme.spacing(4, 2) });
const actions = (theme: Theme) =>
  css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(2) });

/** A tab only for logged-in shoppers, signed out: what it shows, Log in (back here) and Sign up. */
export function SignedOutPrompt({ message }: { message: string }) {
  const { t } = useCommonTranslation();
  const { pathname } = useLocation();
  return (
    <div css={box}>
      <p css={css({ margin: 0, textAlign: 'center' })}>{message}</p>
      <div css={actions}>
        <Link to={paths.login(pathname)} css={primaryLinkInline}>
          {t('logIn')}
        </Link>
        <Link to={paths.signup('discover')} css={textLink}>
          {t('signUp')}
        </Link>
      </div>
    </div>
  );
}
