import { isApiError } from '@ltk/api-client';

/** Section 8: forgot/change password errors show the service's developer_message, else the error's message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.status === 0 ? fallback : error.developer_message;
  return error instanceof Error && error.message ? error.message : fallback;
}
