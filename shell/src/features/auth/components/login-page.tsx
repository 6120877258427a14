import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { email, passwordMin, required, validateForm, type FormErrorKey } from '../lib/form-rules';
import { AuthCard, FormError, PrimaryButton, SecondaryButton } from './auth-layout';
import { FormField } from './form-field';
import { safeReturnTo } from './safe-return-to';
import { useShellNavigate } from './use-shell-navigate';
import { AUTH_NS } from '../strings';

const RULES = { email: [required, email], password: [required, passwordMin] };

/** `/login`: password strategy (form-encoded POST /token/) and a link to the hosted login. */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session } = useAuthServices();
  const navigate = useShellNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', FormErrorKey>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const update = (field: 'email' | 'password', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateForm(next, RULES));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateForm(values, RULES);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      await session.loginWithPassword(values.email.trim(), values.password);
      navigate(returnTo);
    } catch {
      setFailure(t('login.failed'));
      setPending(false);
    }
  };

  const message = (key?: FormErrorKey) => (key ? t(`form.${key}`) : undefined);
  return (
    <AuthCard>
      <h1>{t('login.title')}</h1>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('login.title')}>
        <FormField name="email" type="email" label={t('login.email')} autoComplete="username" value={values.email} error={message(errors.email)} onChange={(v) => update('email', v)} />
        <FormField name="password" type="password" label={t('login.password')} autoComplete="current-password" value={values.password} error={message(errors.password)} onChange={(v) => update('password', v)} />
        {failure ? <FormError role="alert">{failure}</FormError> : null}
        <PrimaryButton type="submit" disabled={pending}>
          {t('login.submit')}
        </PrimaryButton>
      </form>
      <SecondaryButton type="button" onClick={() => navigate(`/auth?returnTo=${encodeURIComponent(returnTo)}`)}>
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
