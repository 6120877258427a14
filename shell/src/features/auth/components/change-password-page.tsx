import { useTopic } from '@ltk/platform';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAuthServices } from '../auth-services-context';
import { matches, passwordMin, required, validateForm, type FormErrorKey } from '../lib/form-rules';
import { AuthCard, FormError, PrimaryButton } from './auth-layout';
import { errorMessage } from './error-message';
import { FormField } from './form-field';
import { AUTH_NS } from '../../../i18n/shell-auth';

type Field = 'current' | 'next' | 'confirm';
const RULES = { current: [required], next: [required, passwordMin], confirm: [required, matches('next')] };

/** `/change-password` (logged in): current, new and confirmed password. */
export function ChangePasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const { session } = useAuthServices();
  const auth = useTopic('auth');
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, FormErrorKey>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  if (auth?.status !== 'authenticated') return <Navigate to="/login?returnTo=%2Fchange-password" replace />;

  const update = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(values, RULES);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      await session.changePassword(values.current, values.next);
      setDone(true);
    } catch (err) {
      setFailure(errorMessage(err, t('error.title', { ns: 'shell-ui' })));
    } finally {
      setPending(false);
    }
  };
  const message = (key?: FormErrorKey) => (key ? t(`form.${key}`) : undefined);
  return (
    <AuthCard>
      <h1>{t('change.title')}</h1>
      {done ? (
        <p role="status">{t('change.done')}</p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('change.title')}>
          <FormField
            name="current"
            type="password"
            label={t('change.current')}
            autoComplete="current-password"
            value={values.current}
            error={message(errors.current)}
            onChange={(v) => update('current', v)}
          />
          <FormField
            name="next"
            type="password"
            label={t('change.new')}
            autoComplete="new-password"
            value={values.next}
            error={message(errors.next)}
            onChange={(v) => update('next', v)}
          />
          <FormField
            name="confirm"
            type="password"
            label={t('change.confirm')}
            autoComplete="new-password"
            value={values.confirm}
            error={message(errors.confirm)}
            onChange={(v) => update('confirm', v)}
          />
          {failure ? <FormError role="alert">{failure}</FormError> : null}
          <PrimaryButton type="submit" disabled={pending}>
            {t('change.submit')}
          </PrimaryButton>
        </form>
      )}
    </AuthCard>
  );
}
