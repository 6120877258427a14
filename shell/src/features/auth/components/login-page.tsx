import { css } from '@emotion/react';
import { isApiError } from '@ltk/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textLink } from '@ltk/ui/primary-link';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { AuthCard, SecondaryButton } from './auth-layout';
import { CredentialsForm } from './credentials-form';
import { FormField } from './form-field';
import { useLoginForm } from './use-auth-form';
import { safeReturnTo } from './safe-return-to';
import { useShellNavigate } from './use-shell-navigate';
import { AUTH_NS } from '../../../i18n/shell-auth';

const staffPart = css({
  marginBottom: 16,
  '& > summary': { cursor: 'pointer', padding: '4px 0', marginBottom: 8, width: 'fit-content' },
  '& > summary:focus-visible': { outline: '2px solid #222', outlineOffset: 2 },
});

/**
 * `/login`: password strategy (form-encoded POST /token/) and a link to the hosted login. Staff may name a shopper to
 * sign in as (the password grant's `impersonate`): the api answers 403 `impersonation_forbidden` for any other
 * account, and 400 `impersonation_target_invalid` when no other account has that email.
 */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session } = useAuthServices();
  const navigate = useShellNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [staffOpen, setStaffOpen] = useState(false);
  const form = useLoginForm(
    async ({ email, password, impersonate }) => {
      await session.loginWithPassword(email, password, impersonate);
      navigate(returnTo);
    },
    (error) => {
      const code = isApiError(error) ? error.error_code : '';
      if (code === 'impersonation_forbidden') return t('login.impersonationForbidden');
      if (code === 'impersonation_target_invalid') return t('login.impersonateUnknown');
      return t('login.failed');
    },
  );
  const impersonateError = form.errorOf('impersonate');

  return (
    <AuthCard>
      <h1>{t('login.title')}</h1>
      <CredentialsForm
        form={form}
        label={t('login.title')}
        submitLabel={t('login.submit')}
        autoComplete={{ email: 'username', password: 'current-password' }}
      >
        <details
          css={staffPart}
          open={staffOpen || impersonateError !== undefined}
          onToggle={(event) => setStaffOpen(event.currentTarget.open)}
        >
          <summary>{t('login.staff')}</summary>
          <FormField
            name="impersonate"
            type="email"
            label={t('login.impersonate')}
            autoComplete="off"
            value={form.values.impersonate}
            error={impersonateError}
            onChange={(v) => form.update('impersonate', v)}
          />
        </details>
      </CredentialsForm>
      <SecondaryButton
        type="button"
        onClick={() => navigate(`/auth?returnTo=${encodeURIComponent(returnTo)}`)}
      >
        {t('login.hosted')}
      </SecondaryButton>
      <p>
        <Link to="/forgot-password" css={textLink}>
          {t('forgot.link')}
        </Link>
      </p>
      <p>
        {t('login.noAccount')}{' '}
        <Link to="/signup" css={textLink}>
          {t('login.signupLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
