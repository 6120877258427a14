import { SIGNUP_PROMPT_PARAM, SIGNUP_PROMPTS, type SignupPrompt } from '@ltk/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthHttpError } from '../api/auth-http';
import { useAuthServices } from '../auth-services-context';
import { email, passwordMin, required, validateForm, type FormErrorKey } from '../lib/form-rules';
import { AuthCard, FormError, PrimaryButton } from './auth-layout';
import { FormField } from './form-field';
import { useShellNavigate } from './use-shell-navigate';
import { AUTH_NS } from '../strings';

const RULES = { email: [required, email], password: [required, passwordMin] };

function promptOf(value: string | null): SignupPrompt | null {
  return (SIGNUP_PROMPTS as readonly string[]).includes(value ?? '') ? (value as SignupPrompt) : null;
}

/** `/signup?shopltk-signup-prompt=...`: creates the account, logs in, replays the remembered intent. */
export function SignupPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session } = useAuthServices();
  const navigate = useShellNavigate();
  const [params] = useSearchParams();
  const prompt = promptOf(params.get(SIGNUP_PROMPT_PARAM));
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
      await session.signup({ email: values.email.trim(), password: values.password });
      navigate(prompt === 'discover' || !prompt ? '/home' : '/');
    } catch (error) {
      setFailure(error instanceof AuthHttpError && error.body.developer_message ? error.body.developer_message : t('signup.failed'));
      setPending(false);
    }
  };

  const message = (key?: FormErrorKey) => (key ? t(`form.${key}`) : undefined);
  return (
    <AuthCard>
      <h1>{t('signup.title')}</h1>
      {prompt ? <p data-testid="signup-prompt">{t(`signup.prompt.${prompt}`)}</p> : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('signup.title')}>
        <FormField name="email" type="email" label={t('login.email')} autoComplete="email" value={values.email} error={message(errors.email)} onChange={(v) => update('email', v)} />
        <FormField name="password" type="password" label={t('login.password')} autoComplete="new-password" value={values.password} error={message(errors.password)} onChange={(v) => update('password', v)} />
        {failure ? <FormError role="alert">{failure}</FormError> : null}
        <PrimaryButton type="submit" disabled={pending}>
          {t('signup.submit')}
        </PrimaryButton>
      </form>
      <p>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
