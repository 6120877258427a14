import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { email, passwordMin, required, validateForm, type FormErrorKey, type Rule } from '../lib/form-rules';
import { AUTH_NS } from '../../../i18n/shell-auth';

/**
 * A form of the auth pages (section 5 rules): validates on submit and, once submitted, on every change (an error never
 * outlives the value it was about); runs `submit` with the values once they pass; shows `failureOf(error)` when it
 * throws. `pending` stays true after a success: the page moves on (another route, or its done message).
 */
export function useAuthForm<F extends string>(
  initial: Record<F, string>,
  rules: Record<F, Rule[]>,
  submit: (values: Record<F, string>) => Promise<void>,
  failureOf: (error: unknown) => string,
) {
  const { t } = useTranslation(AUTH_NS);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, FormErrorKey>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const update = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateForm(next, rules));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateForm(values, rules);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      await submit(values);
    } catch (error) {
      setFailure(failureOf(error));
      setPending(false);
    }
  };

  /** The field's error message, if any. */
  const errorOf = (field: F) => {
    const key: FormErrorKey | undefined = errors[field];
    return key ? t(`form.${key}`) : undefined;
  };
  return { values, update, onSubmit: (event: FormEvent) => void onSubmit(event), errorOf, failure, pending };
}

export type Credentials = { email: string; password: string };

const CREDENTIALS_RULES = { email: [required, email], password: [required, passwordMin] };

/** Left blank, nothing to check; filled in, an email. */
const blankOrEmail: Rule = (value, values) =>
  typeof value === 'string' && value.trim() === '' ? null : email(value, values);

/** The email + password form of /login and /signup; `submit` gets the trimmed email. */
export function useCredentialsForm(
  submit: (credentials: Credentials) => Promise<void>,
  failureOf: (error: unknown) => string,
) {
  return useAuthForm(
    { email: '', password: '' },
    CREDENTIALS_RULES,
    ({ email: address, password }) => submit({ email: address.trim(), password }),
    failureOf,
  );
}

/** /login's form: the credentials and, for staff, the email of the shopper to sign in as (blank: none). */
export function useLoginForm(
  submit: (credentials: Credentials & { impersonate?: string }) => Promise<void>,
  failureOf: (error: unknown) => string,
) {
  return useAuthForm(
    { email: '', password: '', impersonate: '' },
    { ...CREDENTIALS_RULES, impersonate: [blankOrEmail] },
    ({ email: address, password, impersonate }) =>
      submit({
        email: address.trim(),
        password,
        ...(impersonate.trim() ? { impersonate: impersonate.trim() } : {}),
      }),
    failureOf,
  );
}
