import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { AuthCard, FormError, PrimaryButton, SecondaryButton } from './auth-layout';
import { FormField } from './form-field';
import { useCredentialsForm } from './use-credentials-form';
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
      <form noValidate onSubmit={form.onSubmit} aria-label={t('login.title')}>
        <FormField
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="username"
          value={form.values.email}
          error={form.errorOf('email')}
          onChange={(v) => form.update('email', v)}
        />
        <FormField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          value={form.values.password}
          error={form.errorOf('password')}
          onChange={(v) => form.update('password', v)}
        />
        {form.failure ? <FormError role="alert">{form.failure}</FormError> : null}
        <PrimaryButton type="submit" disabled={form.pending}>
          {t('login.submit')}
        </PrimaryButton>
      </form>
      <SecondaryButton
        type="button"
        onClick={() => navigate(`/auth?returnTo=${encodeURIComponent(returnTo)}`)}
      >
        {t('login.hosted')}
      </SecondaryButton>
      <p>
        <Link to="/forgot-password">{t('forgot.link')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
      </p>
    </AuthCard>
  );
}
