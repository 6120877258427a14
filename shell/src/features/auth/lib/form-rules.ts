/** Keys of the section-5 form messages; the English text lives in the shell's i18n resources. */
export type FormErrorKey = 'required' | 'email' | 'passwordMin' | 'match' | 'strongPassword' | 'alphaNumber';

export type Rule = (value: unknown, values: Record<string, unknown>) => FormErrorKey | null;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[\d@$!%*#?&]).{8,}$/;
const PASSWORD_MIN_LENGTH = 8;

export const required: Rule = (value) => {
  const present = typeof value === 'string' ? value.trim() !== '' : Boolean(value);
  return present ? null : 'required';
};

export const email: Rule = (value) =>
  typeof value === 'string' && EMAIL_SHAPE.test(value.trim()) ? null : 'email';

export const passwordMin: Rule = (value) =>
  typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH ? null : 'passwordMin';

export const strongPassword: Rule = (value) =>
  typeof value === 'string' && STRONG_PASSWORD.test(value) ? null : 'strongPassword';

export const alphaNumber: Rule = (value) => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 1 ? null : 'alphaNumber';
};

/** Passes when the value equals the value of another field. */
export const matches =
  (field: string): Rule =>
  (value, values) =>
    value === values[field] ? null : 'match';

/** Runs each field's rules in order and keeps the first failure per field. */
export function validateForm<F extends string>(
  values: Record<F, unknown>,
  rules: Record<F, Rule[]>,
): Partial<Record<F, FormErrorKey>> {
  const errors: Partial<Record<F, FormErrorKey>> = {};
  for (const field of Object.keys(rules) as F[]) {
    for (const rule of rules[field]) {
      const error = rule(values[field], values);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}
