import { isApiError } from '@ltk/api-client';
import type { PageErrorPayload } from '@ltk/contracts';

/** Page-level error codes of section 8. */
export const PAGE_ERROR_CODES = {
  categoriesNotFound: 'ltk-categories-not-found',
  feedNotFound: 'ltk-feed-not-found',
  likesNotFound: 'likes-not-found',
  privacyInfoNotFound: 'ltk-privacy-info-not-found',
  /** Not in section 8: an unknown post, product, creator or other entity, or params that fail validation. */
  pageNotFound: 'ltk-page-not-found',
} as const;

export type PageErrorCode = (typeof PAGE_ERROR_CODES)[keyof typeof PAGE_ERROR_CODES];

/** A page that could not be shown: its status (404 = not found), section-8 code and message. */
export type PageError = Omit<PageErrorPayload, 'path'>;

/**
 * The page error of a failed load (section 8): a structured service error is kept as it is; anything
 * else (a network failure, status 0, included) gets status 500 and a message combining the developer
 * message and the error's details.
 */
export function toPageError(error: unknown, code: PageErrorCode, developerMessage?: string): PageError {
  if (isApiError(error) && error.status > 0)
    return { status: error.status, error_code: error.error_code, message: error.developer_message };
  const details = isApiError(error)
    ? error.developer_message
    : error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : '';
  return {
    status: 500,
    error_code: code,
    message: [developerMessage, details].filter(Boolean).join(': ') || 'Unknown middleware',
  };
}

/** A not-found page error (unknown category, hashtag without posts). */
export function notFoundError(code: PageErrorCode, message: string): PageError {
  return { status: 404, error_code: code, message };
}

/** The page's entity does not exist, or its params are invalid: the shell shows its 404 screen. */
export function pageNotFound(message: string): PageError {
  return notFoundError(PAGE_ERROR_CODES.pageNotFound, message);
}
