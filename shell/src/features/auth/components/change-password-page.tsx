import { usePageTitle } from '@ltk/platform';
import { selectIsLoggedIn, useAppSelector } from '@ltk/store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { matches, passwordMin, required } from '../lib/form-rules';
import { AuthCard, FormError, PrimaryButton } from './auth-layout';
import { errorMessage } from './error-message';
import { FormField } from './form-field';
import { useAuthForm } from './use-auth-form';
import { AUTH_NS } from '../../../i18n/shell-auth';

const RULES = { current: [required], next: [required, passwordMin], confirm: [required, matches('next')] };

/** `/change-password` (logged in): current, new and confirmed password. */
export function ChangePasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session } = useAuthServices();
  const signedIn = useAppSelector(selectIsLoggedIn);
  // Signed out, the page goes to /login at once: its title must not follow it there.
  usePageTitle(signedIn ? t('change.title') : undefined);
  const [done, setDone] = useState(false);
  const form = useAuthForm(
    { current: '', next: '', confirm: '' },
    RULES,
    async (values) => {
      await session.changePassword(values.current, values.next);
      setDone(true);
    },
    (err) => errorMessage(err, t('error.title', { ns: 'shell-ui' })),
  );

  if (!signedIn) return <Navigate to="/login?returnTo=%2Fchange-password" replace />;

  const field = (name: keyof typeof RULES, label: string, autoComplete: string) => (
    <FormField
      name={name}
      type="password"
      label={label}
      autoComplete={autoComplete}
      value={form.values[name]}
      error={form.errorOf(name)}
      onChange={(v) => form.update(name, v)}
    />
  );
  return (
    <AuthCard>
      <h1>{t('change.title')}</h1>
      {done ? (
        <p role="status">{t('change.done')}</p>
      ) : (
        <form noValidate onSubmit={form.onSubmit} aria-label={t('change.title')}>
          {field('current', t('change.current'), 'current-password')}
          {field('next', t('change.new'), 'new-password')}
          {field('confirm', t('change.confirm'), 'new-password')}
          {form.failure ? <FormError role="alert">{form.failure}</FormError> : null}
          <PrimaryButton type="submit" disabled={form.pending}>
            {t('change.submit')}
          </PrimaryButton>
        </form>
      )}
    </AuthCard>
  );
}
