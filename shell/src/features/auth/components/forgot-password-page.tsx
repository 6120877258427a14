import { usePageTitle } from '@ltk/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textLink } from '@ltk/ui/primary-link';
import { Link } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { email, required } from '../lib/form-rules';
import { AuthCard, FormError, PrimaryButton } from './auth-layout';
import { errorMessage } from './error-message';
import { FormField } from './form-field';
import { useAuthForm } from './use-auth-form';
import { AUTH_NS } from '../../../i18n/shell-auth';

const RULES = { email: [required, email] };

/** `/forgot-password`: asks for a reset link (form-encoded). */
export function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  usePageTitle(t('forgot.title'));
  const { session } = useAuthServices();
  const [sent, setSent] = useState(false);
  const form = useAuthForm(
    { email: '' },
    RULES,
    async (values) => {
      await session.requestPasswordReset(values.email.trim());
      setSent(true);
    },
    (err) => errorMessage(err, t('error.title', { ns: 'shell-ui' })),
  );

  return (
    <AuthCard>
      <h1>{t('forgot.title')}</h1>
      {sent ? (
        <p role="status">{t('forgot.sent')}</p>
      ) : (
        <form noValidate onSubmit={form.onSubmit} aria-label={t('forgot.title')}>
          <FormField
            name="email"
            type="email"
            label={t('login.email')}
            autoComplete="email"
            value={form.values.email}
            error={form.errorOf('email')}
            onChange={(v) => form.update('email', v)}
          />
          {form.failure ? <FormError role="alert">{form.failure}</FormError> : null}
          <PrimaryButton type="submit" disabled={form.pending}>
            {t('forgot.submit')}
          </PrimaryButton>
        </form>
      )}
      <p>
        <Link to="/login" css={textLink}>
          {t('signup.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
