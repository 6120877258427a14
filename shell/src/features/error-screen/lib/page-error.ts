import { isApiError } from '@ltk/api-client';

/** Page-level error codes of section 8. */
export const PAGE_ERROR_CODES = {
  categoriesNotFound: 'ltk-categories-not-found',
  feedNotFound: 'ltk-feed-not-found',
  likesNotFound: 'likes-not-found',
  privacyInfoNotFound: 'ltk-privacy-info-not-found',
} as const;

export type PageErrorCode = (typeof PAGE_ERROR_CODES)[keyof typeof PAGE_ERROR_CODES];

export type PageError = { status: number; error_code: string; message: string };

/**
 * The page error for a failed load: a structured service error is kept as it is; anything else
 * gets status 500 and a message combining the developer message and the error's details.
 */
export function toPageError(error: unknown, code: PageErrorCode, developerMessage?: string): PageError {
  if (isApiError(error)) {
    return { status: error.status, error_code: error.error_code, message: error.developer_message };
  }
  const details = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const message = [developerMessage, details].filter(Boolean).join(': ') || 'Unknown middleware';
  return { status: 500, error_code: code, message };
}
