import { AuthHttpError } from '../api/auth-http';

/** Section 8: forgot/change password errors show the developer_message or the error's message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AuthHttpError) return error.body.developer_message ?? error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}
