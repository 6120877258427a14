import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { email, passwordMin, required, validateForm, type FormErrorKey } from '../lib/form-rules';
import { AUTH_NS } from '../../../i18n/shell-auth';

type Field = 'email' | 'password';
export type Credentials = Record<Field, string>;

const RULES = { email: [required, email], password: [required, passwordMin] };

/**
 * The email + password form of /login and /signup (section 5 rules): validates on submit and, once
 * submitted, on every change; runs `submit` with the trimmed email; shows `failureOf(error)` on failure.
 */
export function useCredentialsForm(
  submit: (credentials: Credentials) => Promise<void>,
  failureOf: (error: unknown) => string,
) {
  const { t } = useTranslation(AUTH_NS);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, FormErrorKey>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const update = (field: Field, value: string) => {
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
      await submit({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setFailure(failureOf(error));
      setPending(false);
    }
  };

  /** The field's error message, if any. */
  const errorOf = (field: Field) => (errors[field] ? t(`form.${errors[field]}`) : undefined);
  return { values, update, onSubmit: (event: FormEvent) => void onSubmit(event), errorOf, failure, pending };
}
