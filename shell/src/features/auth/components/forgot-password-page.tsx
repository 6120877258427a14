import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { email, required, validateForm, type FormErrorKey } from '../lib/form-rules';
import { AuthCard, FormError, PrimaryButton } from './auth-layout';
import { errorMessage } from './error-message';
import { FormField } from './form-field';
import { AUTH_NS } from '../../../i18n/shell-auth';

const RULES = { email: [required, email] };

/** `/forgot-password`: asks for a reset link (form-encoded). */
export function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session } = useAuthServices();
  const [value, setValue] = useState('');
  const [error, setError] = useState<FormErrorKey | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm({ email: value }, RULES).email;
    setError(found);
    if (found) return;
    setPending(true);
    setFailure(null);
    try {
      await session.requestPasswordReset(value.trim());
      setSent(true);
    } catch (err) {
      setFailure(errorMessage(err, t('error.title', { ns: 'shell-ui' })));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard>
      <h1>{t('forgot.title')}</h1>
      {sent ? (
        <p role="status">{t('forgot.sent')}</p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('forgot.title')}>
          <FormField
            name="email"
            type="email"
            label={t('login.email')}
            autoComplete="email"
            value={value}
            error={error ? t(`form.${error}`) : undefined}
            onChange={setValue}
          />
          {failure ? <FormError role="alert">{failure}</FormError> : null}
          <PrimaryButton type="submit" disabled={pending}>
            {t('forgot.submit')}
          </PrimaryButton>
        </form>
      )}
      <p>
        <Link to="/login">{t('signup.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
