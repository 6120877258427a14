import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, PrimaryButton } from './auth-layout';
import { FormField } from './form-field';
import { AUTH_NS } from '../../../i18n/shell-auth';

/** What the form needs of `useAuthForm`'s state: a form with at least the email and password fields. */
type CredentialsFormState = {
  values: { email: string; password: string };
  update: (field: 'email' | 'password', value: string) => void;
  errorOf: (field: 'email' | 'password') => string | undefined;
  onSubmit: (event: FormEvent) => void;
  failure: string | null;
  pending: boolean;
};

export type CredentialsFormProps = {
  form: CredentialsFormState;
  /** The form's accessible name (the page title). */
  label: string;
  submitLabel: string;
  /** `username` and `current-password` to log in, `email` and `new-password` to sign up. */
  autoComplete: { email: string; password: string };
  /** More fields, after the password (the login form's staff part). */
  children?: ReactNode;
};

/** The email and password form of /login and /signup: the two fields, the failure and the submit button. */
export function CredentialsForm({ form, label, submitLabel, autoComplete, children }: CredentialsFormProps) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={label}>
      <FormField
        name="email"
        type="email"
        label={t('login.email')}
        autoComplete={autoComplete.email}
        value={form.values.email}
        error={form.errorOf('email')}
        onChange={(v) => form.update('email', v)}
      />
      <FormField
        name="password"
        type="password"
        label={t('login.password')}
        autoComplete={autoComplete.password}
        value={form.values.password}
        error={form.errorOf('password')}
        onChange={(v) => form.update('password', v)}
      />
      {children}
      {form.failure ? <FormError role="alert">{form.failure}</FormError> : null}
      <PrimaryButton type="submit" disabled={form.pending}>
        {submitLabel}
      </PrimaryButton>
    </form>
  );
}
