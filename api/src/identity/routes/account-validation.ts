import { ApiError } from '../../errors/api-error.js';
import { isValidEmail, normalizeEmail } from '../email.js';
const MIN_PASSWORD_LENGTH = 8;

/** Spec section 5 form rules, enforced by the server too; answers the normalised email (`../email.ts`). */
export function assertEmail(email: string | undefined): string {
  const value = normalizeEmail(email ?? '');
  if (!value) throw new ApiError(400, 'invalid_email', 'This field is required.');
  if (!isValidEmail(value)) throw new ApiError(400, 'invalid_email', 'Please enter a valid email');
  return value;
}

export function assertPassword(password: string | undefined): string {
  const value = password ?? '';
  if (value.length < MIN_PASSWORD_LENGTH)
    throw new ApiError(400, 'invalid_password', 'Password must be 8 characters or more.');
  return value;
}

export function assertNotImpersonating(impersonatorId: string | undefined): void {
  if (impersonatorId)
    throw new ApiError(403, 'impersonation_forbidden', 'Not allowed in an impersonation session');
}
