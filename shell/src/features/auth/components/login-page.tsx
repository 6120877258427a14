import { useTranslation } from 'react-i18next';
import { textLink } from '@ltk/ui/primary-link';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { AuthCard, SecondaryButton } from './auth-layout';
import { CredentialsForm } from './credentials-form';
import { useCredentialsForm } from './use-auth-form';
import { safeReturnTo } from './safe-return-to';
import { useShellNavigate } from './use-shell-navigate';
import { AUTH_NS } from '../../../i18n/shell-auth';

/** `/login`: password strategy (form-encoded POST /token/) and a link to the hosted login. */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session } = useAuthServices();
  const navigate = useShellNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const form = useCredentialsForm(
    async ({ email, password }) => {
      await session.loginWithPassword(email, password);
      navigate(returnTo);
    },
    () => t('login.failed'),
  );

  return (
    <AuthCard>
      <h1>{t('login.title')}</h1>
      <CredentialsForm
        form={form}
        label={t('login.title')}
        submitLabel={t('login.submit')}
        autoComplete={{ email: 'username', password: 'current-password' }}
      />
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
